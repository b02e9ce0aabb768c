//! The commands: one list (`list.rs`), each command a plain function over a [`Ctx`], and
//! [`dispatch`], the one door every transport calls them through (the desktop window's IPC,
//! the shared table's WebSocket, the browser build's worker). A transport reads a command's
//! name and its JSON arguments, says who is calling, and gets the answer as JSON text or an
//! [`IpcError`]; it knows no command by name.

use serde::de::DeserializeOwned;
use serde::Serialize;
use tableside_engine::json_text::shortened;
use tableside_engine::ErrorCode;
use tableside_store::Progress;

use tableside_engine::Action;
use tableside_store::MatchId;

use crate::ipc::IpcError;
pub use crate::sharing::DeviceCaller;
use crate::state::AppState;
pub use startup::first_answers_script;

/// Declares every command of `list.rs`, from one line each: `scope module::name(arg: Type, …)
/// -> Answer;`. Generates the dispatcher, the list of names, each command's scope, and the
/// TypeScript of every command's arguments and answer.
macro_rules! commands {
    ($(
        $(#[$doc:meta])*
        $scope:ident $module:ident :: $name:ident ( $($arg:ident : $ty:ty),* $(,)? ) -> $answer:ty;
    )*) => {
        /// Every command's name, in the list's order.
        pub const NAMES: &[&str] = &[$(stringify!($name)),*];

        /// Each command's arguments as a struct named as the command is, which names its
        /// answer ([`crate::commands::Command`]): what [`dispatch`] reads a caller's JSON
        /// into, and what a client that calls the list from elsewhere (another app joining a
        /// shared table) builds its call from, so a renamed or removed command, or an argument
        /// of another name or type, is a build error there rather than a refusal at the table.
        #[allow(non_camel_case_types)]
        pub mod call {
            use super::*;
            $(
                $(#[$doc])*
                #[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
                #[serde(rename_all = "camelCase")]
                pub struct $name { $(pub $arg: $ty),* }

                impl super::super::Command for $name {
                    const NAME: &'static str = stringify!($name);
                    type Answer = $answer;
                }
            )*
        }

        /// Who may call `command`; `None` for a name that is not a command.
        pub fn scope_of(command: &str) -> Option<super::Scope> {
            match command {
                $(stringify!($name) => Some(scope!($scope)),)*
                _ => None,
            }
        }

        /// Runs `command` with the arguments in `args` (an object keyed by the UI's names):
        /// its answer as JSON text.
        pub fn dispatch(
            ctx: &super::Ctx<'_>,
            command: &str,
            args: serde_json::Value,
        ) -> Result<String, crate::ipc::IpcError> {
            match command {
                $(stringify!($name) => {
                    ctx.may_call(command, scope!($scope))?;
                    let call::$name { $($arg),* } = super::read_args(command, args)?;
                    super::answer(&$module::$name(ctx, $($arg),*)?)
                })*
                _ => Err(super::unknown(command)),
            }
        }

        /// Visits the argument and answer types of every command, for the bindings.
        pub fn visit_types(visitor: &mut impl ts_rs::TypeVisitor) {
            $($(visitor.visit::<$ty>();)* visitor.visit::<$answer>();)*
        }

        /// The TypeScript type of every command, by name: `{ args: {…}; answer: … }`, the
        /// names a seat may call, and a function per command that calls it
        /// ([`super::wrapper`]).
        pub fn typescript(cfg: &ts_rs::Config) -> String {
            let mut commands = Vec::new();
            let mut wrappers = Vec::new();
            $(
                wrappers.push(super::wrapper(
                    stringify!($name),
                    &[$(stringify!($doc)),*],
                    &[$((stringify!($arg), <$ty as ts_rs::TS>::name(cfg))),*],
                ));
                let args: &[String] = &[$(format!(
                    "{}: {}",
                    super::camel_case(stringify!($arg)),
                    <$ty as ts_rs::TS>::name(cfg)
                )),*];
                let args = match args.is_empty() {
                    true => "{}".to_owned(),
                    false => format!("{{ {} }}", args.join("; ")),
                };
                // A command that answers nothing answers `null`, which a caller awaits as `void`.
                let answer = match <$answer as ts_rs::TS>::name(cfg) {
                    nothing if nothing == "null" => "void".to_owned(),
                    answer => answer,
                };
                commands.push(format!(
                    "  {}: {{ args: {}; answer: {} }};",
                    stringify!($name),
                    args,
                    answer
                ));
            )*
            let table: Vec<String> = NAMES
                .iter()
                .filter(|name| scope_of(name) == Some(super::Scope::Table))
                .map(|name| format!("\"{name}\""))
                .collect();
            format!(
                "export type Commands = {{\n{}\n}};\n\nexport type CommandName = keyof Commands;\n\n\
                 /** The commands a seat's own device may call; the rest are the host's. */\n\
                 export const TABLE_COMMANDS: readonly CommandName[] = [{}];\n\n{}",
                commands.join("\n"),
                table.join(", "),
                super::wrappers_over(&wrappers)
            )
        }
    };
}

/// The scope a line of the list names.
macro_rules! scope {
    (host) => {
        crate::commands::Scope::Host
    };
    (table) => {
        crate::commands::Scope::Table
    };
}

pub(crate) mod cards;
pub(crate) mod collection;
pub(crate) mod database;
pub(crate) mod decks;
pub(crate) mod games;
pub(crate) mod history;
mod list;
pub(crate) mod matches;
pub(crate) mod sharing;
pub(crate) mod startup;

pub use list::{call, dispatch, scope_of, typescript, visit_types, NAMES};

/// A command's arguments (a struct of [`call`]), which name the command they are for and the
/// answer it gives.
pub trait Command: Serialize + DeserializeOwned {
    /// The command's name in the list, as a transport sends it.
    const NAME: &'static str;
    type Answer;
}

/// Who a caller is, and so which commands it may call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The device the store lives on: every command.
    Host,
    /// A seat at a table: its match and the rules' answers, not the host's data.
    Table,
}

/// Who is calling: the host's window, or a device of the shared table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Caller {
    Host,
    Device(DeviceCaller),
}

impl Caller {
    fn scope(&self) -> Scope {
        match self {
            Caller::Host => Scope::Host,
            Caller::Device(_) => Scope::Table,
        }
    }
}

/// What a command runs with: the app's state, who called, and where its progress goes.
pub struct Ctx<'a> {
    pub(crate) state: &'a AppState,
    caller: Caller,
    progress: &'a dyn Fn(Progress),
    quit: &'a dyn Fn(),
}

impl<'a> Ctx<'a> {
    /// `progress` receives a long command's progress; `quit` ends the app.
    pub fn new(
        state: &'a AppState,
        caller: Caller,
        progress: &'a dyn Fn(Progress),
        quit: &'a dyn Fn(),
    ) -> Ctx<'a> {
        Ctx {
            state,
            caller,
            progress,
            quit,
        }
    }

    /// Tells the caller how far a long command has come.
    pub(crate) fn progress(&self, progress: Progress) {
        (self.progress)(progress);
    }

    pub(crate) fn quit(&self) {
        (self.quit)();
    }

    /// The device calling, if a device is.
    pub(crate) fn device(&self) -> Option<&DeviceCaller> {
        match &self.caller {
            Caller::Host => None,
            Caller::Device(device) => Some(device),
        }
    }

    fn may_call(&self, command: &str, scope: Scope) -> Result<(), IpcError> {
        match (self.caller.scope(), scope) {
            (Scope::Host, _) | (Scope::Table, Scope::Table) => Ok(()),
            (Scope::Table, Scope::Host) => Err(IpcError::new(
                ErrorCode::CommandNotOffered,
                format!("`{command}` is the host's, not a seat's"),
            )),
        }
    }

    /// Whether the caller may see match `id`: the host sees every match, a device the one
    /// shared with it.
    pub(crate) fn may_see(&self, id: MatchId) -> Result<(), IpcError> {
        match self.device() {
            Some(device) if device.table != id => Err(IpcError::new(
                ErrorCode::ShareOtherMatch,
                "this device was given another match",
            )),
            _ => Ok(()),
        }
    }

    /// Whether the caller may make `action` at match `id`: the host anything; a seat's device
    /// its own seat's actions and the table's (the next phase, dice, undo, a ruling without a
    /// seat's play); a device that only watches, nothing.
    pub(crate) fn may_act(&self, id: MatchId, action: &Action) -> Result<(), IpcError> {
        self.may_see(id)?;
        let Some(device) = self.device() else {
            return Ok(());
        };
        let Some(seat) = device.seat else {
            let (code, message) = if device.seat_freed {
                (
                    ErrorCode::ShareSeatFreed,
                    "the host freed this device's seat: take a seat again",
                )
            } else if device.seat_unknown {
                (
                    ErrorCode::ShareSeatUnknown,
                    "this device's seat key is not one this table gave: take a seat",
                )
            } else {
                (
                    ErrorCode::ShareWatching,
                    "this device watches the table: take a seat to play",
                )
            };
            return Err(IpcError::new(code, message));
        };
        match action.acting_seat() {
            Some(acting) if acting != seat => Err(IpcError::new(
                ErrorCode::ShareNotYourSeat,
                format!(
                    "this device plays seat {}, and that is seat {}'s to do",
                    seat + 1,
                    acting + 1
                ),
            )),
            _ => Ok(()),
        }
    }
}

fn unknown(command: &str) -> IpcError {
    IpcError::new(
        ErrorCode::CommandUnknown,
        format!("there is no command `{}`", shortened(command)),
    )
}

/// `args` read as a command's arguments; the error names the argument that is wrong.
fn read_args<T: DeserializeOwned>(command: &str, args: serde_json::Value) -> Result<T, IpcError> {
    // A command without arguments may be sent none at all.
    let args = match args {
        serde_json::Value::Null => serde_json::Value::Object(Default::default()),
        args => args,
    };
    serde_path_to_error::deserialize(args).map_err(|error| {
        IpcError::new(
            ErrorCode::CommandArgs,
            format!(
                "`{command}` was given bad arguments at `{}`: {}",
                error.path(),
                error.inner()
            ),
        )
    })
}

fn answer<T: Serialize>(answer: &T) -> Result<String, IpcError> {
    serde_json::to_string(answer)
        .map_err(|error| IpcError::new(ErrorCode::CommandAnswer, format!("the answer: {error}")))
}

/// `house_rules` as the UI writes it, `houseRules`.
/// The TypeScript function that calls `command` through a transport's `call`: named as the
/// command in camelCase, its arguments in the list's order (a trailing run of arguments that may
/// be `null` may be left out), then what hears a long command's progress; its doc comment the
/// list's (`doc` as the `commands!` macro sees each line of it: `doc = r" …"`).
fn wrapper(command: &str, doc: &[&str], args: &[(&str, String)]) -> String {
    let optional_from = args
        .iter()
        .rposition(|(_, ty)| !ty.ends_with(" | null"))
        .map_or(0, |last_required| last_required + 1);
    let mut params: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(at, (arg, ty))| match at >= optional_from {
            true => format!("{}: {ty} = null", camel_case(arg)),
            false => format!("{}: {ty}", camel_case(arg)),
        })
        .collect();
    params.push("onProgress?: (progress: Progress) => void".to_owned());
    let passed: Vec<String> = args.iter().map(|(arg, _)| camel_case(arg)).collect();
    let passed = match passed.is_empty() {
        true => "{}".to_owned(),
        false => format!("{{ {} }}", passed.join(", ")),
    };
    let lines: Vec<&str> = doc.iter().filter_map(|line| doc_text(line)).collect();
    let comment = match lines.is_empty() {
        true => String::new(),
        false => format!(
            "    /**\n{}\n     */\n",
            lines
                .iter()
                .map(|line| format!("     *{line}"))
                .collect::<Vec<_>>()
                .join("\n")
        ),
    };
    format!(
        "{comment}    {}: ({}) => call(\"{command}\", {passed}, onProgress),",
        camel_case(command),
        params.join(", ")
    )
}

/// The text of one doc line as `stringify!` gives its attribute (`doc = r" Which file …"`).
fn doc_text(meta: &str) -> Option<&str> {
    let text = meta
        .strip_prefix("doc")?
        .trim_start()
        .strip_prefix('=')?
        .trim_start();
    let text = text.trim_start_matches('r').trim_matches('#');
    text.strip_prefix('"')?.strip_suffix('"')
}

/// Every command's function, over the transport's `call` (`ui/src/lib/api.ts`).
fn wrappers_over(wrappers: &[String]) -> String {
    format!(
        "/** Calls a command of the list through a transport; rejects with an `IpcError`. */\n\
         export type CallCommand = <C extends CommandName>(\n  command: C,\n  \
         args: Commands[C][\"args\"],\n  onProgress?: (progress: Progress) => void,\n\
         ) => Promise<Commands[C][\"answer\"]>;\n\n\
         /** A function for every command of the list, each calling it through `call`. */\n\
         export function commandsOver(call: CallCommand) {{\n  return {{\n{}\n  }};\n}}",
        wrappers.join("\n")
    )
}

fn camel_case(name: &str) -> String {
    let mut words = name.split('_');
    let mut out = words.next().unwrap_or_default().to_owned();
    for word in words {
        let mut letters = word.chars();
        if let Some(first) = letters.next() {
            out.extend(first.to_uppercase());
            out.push_str(letters.as_str());
        }
    }
    out
}

#[cfg(test)]
#[path = "tests/list.rs"]
mod tests;
