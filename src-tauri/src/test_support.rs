//! Drives the commands through Tauri's real IPC layer on the mock runtime, as the UI would.

use serde::de::DeserializeOwned;
use serde_json::Value;
use tauri::test::{
    get_ipc_response, mock_builder, mock_context, noop_assets, MockRuntime, INVOKE_KEY,
};
use tauri::webview::InvokeRequest;
use tauri::{WebviewWindow, WebviewWindowBuilder};

use tableside_core::AppState;

pub struct TestApp {
    _app: tauri::App<MockRuntime>,
    window: WebviewWindow<MockRuntime>,
}

impl TestApp {
    /// The app with an in-memory database.
    pub fn new() -> TestApp {
        TestApp::on(AppState::in_memory())
    }

    /// The app over `state`, such as one opened on a file.
    pub fn on(state: AppState) -> TestApp {
        let app = crate::configure(mock_builder())
            .manage(state)
            .build(mock_context(noop_assets()))
            .expect("the app builds on the mock runtime");
        let window = WebviewWindowBuilder::new(&app, "main", Default::default())
            .build()
            .expect("a mock window");
        // Loopback only: a test never listens beyond the machine.
        crate::sharing::device_host::install(app.handle(), std::net::Ipv4Addr::LOCALHOST.into());
        crate::joining::window::install(app.handle());
        TestApp { _app: app, window }
    }

    /// The app's state, as the commands see it.
    pub fn state(&self) -> tauri::State<'_, AppState> {
        use tauri::Manager;
        self.window.state::<AppState>()
    }

    /// Invokes `cmd` with `args` as the UI does, through the window's one command (`call`);
    /// `Err` is the error exactly as the UI would receive it.
    pub fn invoke(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        self.invoke_raw("call", serde_json::json!({ "command": cmd, "args": args }))
    }

    /// Invokes the Tauri command `cmd` itself with `body`.
    pub fn invoke_raw(&self, cmd: &str, body: Value) -> Result<Value, Value> {
        let request = InvokeRequest {
            cmd: cmd.into(),
            callback: tauri::ipc::CallbackFn(0),
            error: tauri::ipc::CallbackFn(1),
            url: "tauri://localhost".parse().expect("a valid URL"),
            body: tauri::ipc::InvokeBody::Json(body),
            headers: Default::default(),
            invoke_key: INVOKE_KEY.to_string(),
        };
        get_ipc_response(&self.window, request)
            .map(|body| body.deserialize::<Value>().expect("the response is JSON"))
    }

    pub fn call<T: DeserializeOwned>(&self, cmd: &str, args: Value) -> T {
        let value = self
            .invoke(cmd, args)
            .unwrap_or_else(|e| panic!("{cmd} failed: {e}"));
        serde_json::from_value(value)
            .unwrap_or_else(|e| panic!("{cmd} answered an unexpected shape: {e}"))
    }
}
