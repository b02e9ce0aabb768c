//! Drives the commands as a transport does: by name, with the UI's JSON arguments, through
//! [`dispatch`] as the host; an error comes back as the JSON every transport sends.

use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::commands::{dispatch, Caller, Ctx};
use crate::state::AppState;

pub struct TestApp {
    state: AppState,
}

impl TestApp {
    /// The app with an in-memory database.
    pub fn new() -> TestApp {
        TestApp::on(AppState::in_memory())
    }

    /// The app over `state`, such as one opened on a file.
    pub fn on(state: AppState) -> TestApp {
        TestApp { state }
    }

    /// The app's state, as the commands see it.
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Runs `cmd` with `args` as the host's window does; `Err` is the error exactly as a
    /// transport sends it.
    pub fn invoke(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        let ctx = Ctx::new(&self.state, Caller::Host, &|_| {}, &|| {});
        match dispatch(&ctx, cmd, args) {
            Ok(answer) => Ok(serde_json::from_str(&answer).expect("the answer is JSON")),
            Err(error) => Err(serde_json::to_value(error).expect("an error serializes")),
        }
    }

    pub fn call<T: DeserializeOwned>(&self, cmd: &str, args: Value) -> T {
        let value = self
            .invoke(cmd, args)
            .unwrap_or_else(|e| panic!("{cmd} failed: {e}"));
        serde_json::from_value(value)
            .unwrap_or_else(|e| panic!("{cmd} answered an unexpected shape: {e}"))
    }
}
