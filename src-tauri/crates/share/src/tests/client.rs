//! Another app's side of the channel, against the server over loopback (127.0.0.1 only).

use serde_json::json;
use tableside_codes::ErrorCode;

use super::{ClientError, TableClient};
use crate::server::tests::sharing;
use crate::JoinAddress;

fn address_of(sharing: &crate::Sharing) -> JoinAddress {
    let page = format!("http://{}{}", sharing.address(), sharing.join_path());
    JoinAddress::parse(&page).expect("the host's own address reads")
}

#[tokio::test]
async fn asks_and_gets_answers_and_errors_and_keeps_the_notices_that_come_between() {
    let sharing = sharing().await;
    let mut client = TableClient::connect(&address_of(&sharing), None, true)
        .await
        .expect("connects");
    let who = client.ask("whoami", json!({})).await.expect("a reply");
    assert_eq!(who, Ok(json!({ "seat_key": null, "keeper": true })));
    sharing.notify(json!({ "kind": "changed", "log": 3 }));
    let echoed = client
        .ask("echo", json!({ "n": 1 }))
        .await
        .expect("a reply");
    assert_eq!(echoed, Ok(json!({ "echoed": { "n": 1 } })));
    let refused = client.ask("nothing", json!({})).await.expect("a reply");
    assert_eq!(
        refused.expect_err("refused")["code"],
        ErrorCode::RuleViolation
    );
    let notice = client.notice().await.expect("the notice");
    assert_eq!(notice, json!({ "kind": "changed", "log": 3 }));
    assert_eq!(sharing.devices().iter().filter(|d| d.keeper).count(), 1);
    client.close().await;
    sharing.stop().await;
}

#[tokio::test]
async fn a_wrong_code_is_refused_and_a_stopped_table_is_lost() {
    let sharing = sharing().await;
    let right = address_of(&sharing);
    let wrong = JoinAddress::parse(&format!(
        "http://{}/?t={}",
        sharing.address(),
        "z".repeat(26)
    ))
    .expect("reads");
    match TableClient::connect(&wrong, None, false).await {
        Err(ClientError::Refused(401)) => {}
        other => panic!("a wrong code gets 401: {:?}", other.map(|_| ())),
    }
    let mut client = TableClient::connect(&right, None, false)
        .await
        .expect("connects");
    sharing.stop().await;
    assert!(matches!(client.notice().await, Err(ClientError::Lost)));
    assert!(matches!(
        TableClient::connect(&right, None, false).await,
        Err(ClientError::Unreachable(_))
    ));
}

#[tokio::test]
async fn a_table_whose_sharing_ended_is_told_apart_from_a_lost_one() {
    let sharing = sharing().await;
    let mut client = TableClient::connect(&address_of(&sharing), None, true)
        .await
        .expect("connects");
    sharing.end().await;
    assert!(
        matches!(client.notice().await, Err(ClientError::Ended)),
        "close code 4000 is the end of the table, not a connection to make again"
    );
}
