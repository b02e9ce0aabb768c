//! The registry: from one list of games (in `games/mod.rs`) it builds the closed enums the rest
//! of the program speaks ([`GameId`](crate::GameId), [`GameState`](crate::GameState),
//! [`GameAction`](crate::GameAction)) and the dispatch from them to each game's [`Game`]
//! implementation, so that adding a game is its folder and one line.
//!
//! The list has two parts: the games this version plays, each `Variant: GameType, StateType,
//! ActionType`, and the games announced (shown on the home screen, not playable yet), each
//! `Variant: "id", min..=max` seats. A variant's serde name is its ID in snake case, which a
//! test holds equal to the game's [`Game::ID`].
//!
//! [`Game`]: crate::game::Game
//! [`Game::ID`]: crate::game::Game::ID

/// Builds the registry from the list of games; see the module's documentation.
macro_rules! register_games {
    (
        playable { $( $(#[$only:meta])* $variant:ident : $game:ty, $state:ty, $action:ty; )* }
        announced { $( $soon:ident : $soon_id:literal, $soon_min:literal ..= $soon_max:literal; )* }
    ) => {
        use $crate::card_record::{CardRecord, RejectedCard};
        use $crate::deck::{CheckOptions, Checked, DeckError, DeckFile};
        use $crate::error::{Refusal, RefusalCode, SetupError};
        use $crate::game::{Ctx, Game, Outcome};
        use $crate::label::Label;
        use $crate::random::Dice;

        /// The games Tableside knows. `playable` in [`GameInfo`] says which have rules yet.
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
            ts_rs::TS, schemars::JsonSchema,
        )]
        #[serde(rename_all = "snake_case")]
        pub enum GameId {
            $( $(#[$only])* $variant, )*
            $( $soon, )*
        }

        impl GameId {
            /// Every game, in the order the home screen lists them.
            pub const ALL: &'static [GameId] = &[ $( $(#[$only])* GameId::$variant, )* $( GameId::$soon, )* ];

            /// The game's ID as files and the UI spell it.
            pub fn as_str(self) -> &'static str {
                match self {
                    $( $(#[$only])* GameId::$variant => <$game as Game>::ID, )*
                    $( GameId::$soon => $soon_id, )*
                }
            }

            /// The game whose ID is `id`.
            pub fn from_id(id: &str) -> Option<GameId> {
                GameId::ALL.iter().copied().find(|game| game.as_str() == id)
            }

            /// What the home screen needs to know about the game.
            pub fn info(self) -> GameInfo {
                let (min_players, max_players, playable, house_rules) = match self {
                    $( $(#[$only])* GameId::$variant => (
                        <$game as Game>::MIN_PLAYERS,
                        <$game as Game>::MAX_PLAYERS,
                        true,
                        <$game as Game>::HOUSE_RULES.to_vec(),
                    ), )*
                    $( GameId::$soon => ($soon_min, $soon_max, false, Vec::new()), )*
                };
                let has_cards = self.has_cards();
                GameInfo { id: self, min_players, max_players, playable, house_rules, has_cards }
            }

            /// A format's `rules` as the game reads them, every default filled in: `Err` for
            /// an unknown key, a value of the wrong type or one the game refuses.
            pub fn read_rules(
                self,
                rules: &serde_json::Value,
            ) -> Result<serde_json::Value, $crate::error::RulesError> {
                match self {
                    $( $(#[$only])* GameId::$variant => rules_of::<$game>(rules).and_then(|parsed| {
                        serde_json::to_value(parsed).map_err(|e| {
                            $crate::error::RulesError::Unreadable { path: None, message: e.to_string() }
                        })
                    }), )*
                    $( GameId::$soon => Err($crate::error::RulesError::Refused(
                        $crate::label::Label::new("rules_problem.not_playable")
                            .text("game", $soon_id),
                    )), )*
                }
            }

            /// Reads card records as the game's cards; `Err` when the game has no cards yet.
            pub fn read_cards(
                self,
                records: Vec<serde_json::Value>,
            ) -> Result<(Vec<CardRecord>, Vec<RejectedCard>), $crate::deck::CardDataError> {
                match self {
                    $( $(#[$only])* GameId::$variant if <$game as Game>::HAS_CARDS => {
                        Ok($crate::card_reading::read_records::<$game>(records))
                    } )*
                    #[allow(unreachable_patterns)]
                    other => Err($crate::deck::CardDataError::NoCards(other.as_str().to_owned())),
                }
            }

            /// Every rule of the game's catalog (`Game::RULES`); none for an announced game.
            pub fn rules(self) -> &'static [$crate::rule_id::RuleId] {
                match self {
                    $( $(#[$only])* GameId::$variant => <$game as Game>::RULES, )*
                    $( GameId::$soon => &[], )*
                }
            }

            /// The game's own card fields a search filters on ([`Game::CARD_FIELDS`]).
            pub fn card_fields(self) -> &'static [$crate::card_query::CardField] {
                match self {
                    $( $(#[$only])* GameId::$variant => <$game as Game>::CARD_FIELDS, )*
                    $( GameId::$soon => &[], )*
                }
            }

            /// Reads a card search typed for the game's cards.
            pub fn parse_card_query(
                self,
                input: &str,
            ) -> Result<$crate::card_query::CardQuery, $crate::card_query::QueryProblem> {
                $crate::card_query::parse(input, self.card_fields())
            }

            /// The values of a card's fields that a search filters on, for the store's index.
            pub fn card_facets(
                self,
                kind: &str,
                attributes: &serde_json::Value,
            ) -> Vec<$crate::card_query::fields::Facet> {
                $crate::card_query::facets(self.card_fields(), kind, attributes)
            }

            /// The card as the game's actions carry it (see [`Game::card_face`]).
            pub fn card_face(
                self,
                record: &CardRecord,
            ) -> Option<Result<serde_json::Value, $crate::deck::CardDataError>> {
                match self {
                    $( $(#[$only])* GameId::$variant => <$game as Game>::card_face(record), )*
                    $( GameId::$soon => None, )*
                }
            }

            /// Every field a search of the game's cards filters on, the common ones first.
            pub fn card_field_help(self) -> Vec<$crate::card_query::FieldHelp> {
                $crate::card_query::every_field(self.card_fields())
                    .map($crate::card_query::FieldHelp::from)
                    .collect()
            }

            /// The part of a deck a card of `kind` goes to by default ([`Game::deck_zone`]).
            pub fn deck_zone(self, kind: &str) -> Option<&'static str> {
                match self {
                    $( $(#[$only])* GameId::$variant => <$game as Game>::deck_zone(kind), )*
                    $( GameId::$soon => None, )*
                }
            }

            /// Whether the game has card data: a `cards.json`, card imports, a deck check.
            pub fn has_cards(self) -> bool {
                match self {
                    $( $(#[$only])* GameId::$variant => <$game as Game>::HAS_CARDS, )*
                    $( GameId::$soon => false, )*
                }
            }

            /// How the game's deck file reads, for a command line's help; `None` when the
            /// game has no deck check yet.
            pub fn deck_file_help(self) -> Option<&'static str> {
                match self {
                    $( $(#[$only])* GameId::$variant => Some(<$game as Game>::DECK_FILE_HELP)
                        .filter(|_| <$game as Game>::HAS_CARDS), )*
                    $( GameId::$soon => None, )*
                }
            }

            /// The JSON Schema of one of the game's card records, if it has cards.
            pub fn card_schema(self) -> Option<schemars::Schema> {
                match self {
                    $( $(#[$only])* GameId::$variant => <$game as Game>::HAS_CARDS
                        .then(|| schemars::schema_for!(<$game as Game>::CardEntry)), )*
                    $( GameId::$soon => None, )*
                }
            }

            /// Checks a deck of the game; `rules` is the format's `rules` object.
            pub fn check_deck(
                self,
                deck: &DeckFile,
                format: &str,
                rules: &serde_json::Value,
                cards: &[CardRecord],
                options: &CheckOptions,
            ) -> Result<Checked, DeckError> {
                match self {
                    $( $(#[$only])* GameId::$variant => {
                        let rules = rules_of::<$game>(rules).map_err(|rules| {
                            DeckError::FormatRules { format: format.to_owned(), rules }
                        })?;
                        let plan = <$game as Game>::draw_plan(&rules);
                        let mut checked =
                            <$game as Game>::check_deck(deck, format, rules, cards, options)?;
                        checked.odds = plan.map(|plan| {
                            let drawn = checked.zones.get(plan.zone).cloned().unwrap_or_default();
                            // Each card's values of the fields a search filters on, for
                            // the odds of the groups they form.
                            $crate::odds::deck_odds(&drawn, plan, |id| {
                                cards
                                    .iter()
                                    .find(|card| card.id == id)
                                    .map(|card| self.card_facets(&card.kind, &card.attributes))
                                    .unwrap_or_default()
                            })
                        });
                        Ok(checked)
                    } )*
                    $( GameId::$soon => Err(DeckError::NoDeckCheck($soon_id.to_owned())), )*
                }
            }
        }

        /// What the home screen needs to know about a game.
        #[derive(
            Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, ts_rs::TS,
            schemars::JsonSchema,
        )]
        pub struct GameInfo {
            pub id: GameId,
            pub min_players: usize,
            pub max_players: usize,
            /// Whether this version can run a match of the game.
            pub playable: bool,
            /// The format's numbers a table may change, and their bounds.
            pub house_rules: Vec<$crate::game::HouseRuleBounds>,
            /// Whether the game has card data: cards to search, card lists to import, decks
            /// to check ([`Game::HAS_CARDS`]).
            pub has_cards: bool,
        }

        /// Every game, playable or not, in the order the home screen lists them.
        pub fn registry() -> Vec<GameInfo> {
            GameId::ALL.iter().map(|id| id.info()).collect()
        }

        /// A format's `rules` read into `G`'s rules type: null is the defaults, an unknown key
        /// is refused, and the game validates the rest.
        fn rules_of<G: Game>(
            rules: &serde_json::Value,
        ) -> Result<G::Rules, $crate::error::RulesError> {
            let parsed: G::Rules = if rules.is_null() {
                G::Rules::default()
            } else {
                serde_path_to_error::deserialize(rules).map_err(|error| {
                    let path = error.path().to_string();
                    $crate::error::RulesError::Unreadable {
                        path: (path != ".").then_some(path),
                        message: error.into_inner().to_string(),
                    }
                })?
            };
            G::validate_rules(&parsed).map_err($crate::error::RulesError::Refused)?;
            Ok(parsed)
        }

        /// The state of a match of any game.
        #[derive(
            Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, ts_rs::TS,
            schemars::JsonSchema,
        )]
        #[serde(tag = "game", rename_all = "snake_case")]
        pub enum GameState {
            $( $(#[$only])* $variant($state), )*
        }

        /// An action of one game.
        #[derive(
            Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, ts_rs::TS,
            schemars::JsonSchema,
        )]
        #[serde(tag = "game", rename_all = "snake_case")]
        pub enum GameAction {
            $( $(#[$only])* $variant($action), )*
        }

        impl GameState {
            /// The state before the first action of a match of `game` for `players` (already
            /// counted against the game's seats) under the format's `rules`.
            pub fn start(
                game: GameId,
                players: &[String],
                rules: &serde_json::Value,
            ) -> Result<GameState, SetupError> {
                match game {
                    $( $(#[$only])* GameId::$variant => {
                        let rules = rules_of::<$game>(rules).map_err(SetupError::FormatRules)?;
                        <$game as Game>::start(players, rules).map(GameState::$variant)
                    } )*
                    #[allow(unreachable_patterns)]
                    other => Err(SetupError::GameNotPlayable(other.as_str().to_owned())),
                }
            }

            pub fn game(&self) -> GameId {
                match self {
                    $( $(#[$only])* GameState::$variant(_) => GameId::$variant, )*
                }
            }

            pub fn apply(&mut self, action: &GameAction, ctx: &mut Ctx) -> Result<(), Refusal> {
                match (self, action) {
                    $( $(#[$only])* (GameState::$variant(s), GameAction::$variant(a)) => {
                        <$game as Game>::apply(s, a, ctx)
                    } )*
                    #[allow(unreachable_patterns)]
                    (state, action) => Err(wrong_game(state.game(), action.game())),
                }
            }

            pub fn outcome(&self) -> Option<Outcome> {
                match self {
                    $( $(#[$only])* GameState::$variant(s) => <$game as Game>::outcome(s), )*
                }
            }

            /// The log line for `action` taking `self` to `after`.
            pub fn describe(&self, after: &GameState, action: &GameAction) -> Label {
                match (self, after, action) {
                    $( $(#[$only])* (GameState::$variant(b), GameState::$variant(a), GameAction::$variant(act)) => {
                        <$game as Game>::describe(b, a, act)
                    } )*
                    // `Match` checks the game before applying, so the states and the action agree.
                    #[allow(unreachable_patterns)]
                    (state, _, action) => wrong_game(state.game(), action.game()).reason,
                }
            }

            /// The seat to act, the turn and the phase, in one dispatch: what the clocks read
            /// after every entry (see [`Game::to_act`]).
            pub fn clock_point(&self) -> $crate::clock::Point {
                match self {
                    $( $(#[$only])* GameState::$variant(s) => {
                        let (turn, phase) = <$game as Game>::turn_and_phase(s);
                        $crate::clock::Point { to_act: <$game as Game>::to_act(s), turn, phase }
                    } )*
                }
            }

            pub fn turn_and_phase(&self) -> (u32, &'static str) {
                match self {
                    $( $(#[$only])* GameState::$variant(s) => <$game as Game>::turn_and_phase(s), )*
                }
            }

            /// The action that moves this game to its next phase, if its turns have phases.
            pub fn next_phase(&self) -> Option<GameAction> {
                match self {
                    $( $(#[$only])* GameState::$variant(_) => <$game as Game>::next_phase().map(GameAction::$variant), )*
                }
            }

            /// Who went first, the headline numbers and the concessions (see [`Game::standing`]).
            pub fn standing(&self) -> $crate::game::Standing {
                match self {
                    $( $(#[$only])* GameState::$variant(s) => <$game as Game>::standing(s), )*
                }
            }

            /// Actions the engine would accept now (from the game's candidates), without rulings.
            pub fn legal_actions(&self, seed: u64) -> Vec<GameAction> {
                self.offered_actions(seed).0
            }

            /// The game's offered actions, split into those the engine accepts now and those
            /// it refuses, each of the latter with its refusal: what a dimmed control says.
            pub fn offered_actions(&self, seed: u64) -> (Vec<GameAction>, Vec<$crate::declined::Declined>) {
                let candidates: Vec<GameAction> = match self {
                    $( $(#[$only])* GameState::$variant(s) => <$game as Game>::candidate_actions(s)
                        .into_iter()
                        .map(GameAction::$variant)
                        .collect(), )*
                };
                let mut legal = Vec::with_capacity(candidates.len());
                let mut declined = Vec::new();
                for action in candidates {
                    match self.refusal_of(&action, seed) {
                        None => legal.push(action),
                        Some(refusal) => declined.push($crate::declined::Declined {
                            action,
                            rule: refusal.rule,
                            reason: refusal.reason.quoting_short(),
                        }),
                    }
                }
                (legal, declined)
            }

            /// Why `apply` would refuse `action` now; `None` when it would accept it.
            pub fn refusal_of(&self, action: &GameAction, seed: u64) -> Option<Refusal> {
                let mut probe = self.clone();
                let mut ctx = Ctx::new(Dice::for_entry(seed, u32::MAX), Vec::new());
                probe.apply(action, &mut ctx).err()
            }

            /// Whether `apply` would accept `action` now. Random results do not affect
            /// legality, so any stream will do.
            pub fn is_legal(&self, action: &GameAction, seed: u64) -> bool {
                self.refusal_of(action, seed).is_none()
            }
        }

        impl GameAction {
            pub fn game(&self) -> GameId {
                match self {
                    $( $(#[$only])* GameAction::$variant(_) => GameId::$variant, )*
                }
            }

            /// The seat that acts in this action, or `None` for the whole table (see
            /// [`Game::acting_seat`]).
            pub fn acting_seat(&self) -> Option<usize> {
                match self {
                    $( $(#[$only])* GameAction::$variant(a) => <$game as Game>::acting_seat(a), )*
                }
            }

            /// The action as a match file writes it (see [`Game::to_file`]).
            pub fn to_file(&self) -> GameAction {
                match self {
                    $( $(#[$only])* GameAction::$variant(a) => GameAction::$variant(<$game as Game>::to_file(a)), )*
                }
            }

            /// The action a match file wrote (see [`Game::from_file`]).
            pub fn from_file(self) -> Result<GameAction, $crate::error::FileActionError> {
                match self {
                    $( $(#[$only])* GameAction::$variant(a) => <$game as Game>::from_file(a).map(GameAction::$variant), )*
                }
            }
        }

        /// The refusal for an action of another game than the match's.
        pub(crate) fn wrong_game(expected: GameId, got: GameId) -> Refusal {
            Refusal::other(
                RefusalCode::WrongGame,
                Label::new("refusal.wrong_game")
                    .text("expected", expected.as_str())
                    .text("got", got.as_str()))
        }

        #[cfg(test)]
        mod registry_tests {
            use super::*;

            /// The serde name of each variant (what match files say) is the game's ID.
            #[test]
            fn each_game_is_named_by_its_id() {
                for game in GameId::ALL {
                    assert_eq!(
                        serde_json::to_value(game).ok(),
                        Some(serde_json::Value::from(game.as_str()))
                    );
                    assert_eq!(GameId::from_id(game.as_str()), Some(*game));
                }
            }
        }
    };
}

pub(crate) use register_games;
