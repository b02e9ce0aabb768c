//! Chains and stacks: one mechanism for every game that lets players answer an action before it
//! happens.
//!
//! One game calls it the chain (ELE-CHAIN-1 to ELE-CHAIN-5), another the Cascade
//! (CDX-CASCADE-1). Both work the same way, so both use [`Chain`]:
//!
//! 1. An action opens the chain as its *base* link ([`Chain::open`]).
//! 2. Players answer with more links while they hold priority ([`Chain::respond`]). Priority
//!    starts with the turn player and, after every new link, returns to the turn player, because
//!    the turn player always gets to add links first (ELE-CHAIN-2).
//! 3. When every player has passed in succession, or the table agrees to stop, the chain is
//!    closed ([`Chain::pass`], [`Chain::close`]).
//! 4. A closed chain resolves newest link first, down to the base ([`Chain::resolve_next`],
//!    ELE-CHAIN-3). A negated link is spent without effect (ELE-CHAIN-4); a fizzled one, such as an
//!    effect whose source left the field and came back (CDX-15.5), resolves with no effect.
//! 5. Effects triggered during resolution wait for the next chain ([`Chain::queue_trigger`]),
//!    which opens with the turn player's triggers first ([`Chain::open_next_chain`], ELE-CHAIN-5).
//!
//! What a link *does* is the game's business: the chain is generic over the link's payload `L`
//! and only keeps order, priority and each link's fate. Players are seat indices.
//!
//! Refused operations return a [`ChainError`] and leave the chain exactly as it was, so a game can
//! try an action and report the refusal without undoing anything.
//!
//! # Example
//!
//! ```
//! use tableside_engine::chain::{Chain, ChainError, LinkId, Resolution};
//!
//! // Seat 0 is the turn player and Casts a Rune; seat 1 answers with a Counter Rune.
//! let mut chain = Chain::open("cast rune", 0, vec![0, 1])?;
//! chain.pass(0)?;
//! let counter = chain.respond(1, "counter rune: negate it")?;
//! // The new link hands priority back to the turn player; both pass, so the chain closes.
//! assert_eq!(chain.who_has_priority(), Some(0));
//! chain.pass(0)?;
//! chain.pass(1)?;
//! assert!(chain.is_closed());
//!
//! // Newest first: the Counter Rune resolves and negates the base.
//! match chain.resolve_next()? {
//!     // Here the game would apply the Counter Rune, which negates the base (always link 0).
//!     Resolution::Resolve(link) if link.id == counter => chain.negate(LinkId(0))?,
//!     other => panic!("expected the Counter Rune to resolve, got {other:?}"),
//! }
//!
//! // The base is spent without effect, and the chain is done.
//! assert!(matches!(chain.resolve_next()?, Resolution::Negated(link) if link.payload == "cast rune"));
//! assert!(chain.is_done());
//! assert_eq!(chain.open_next_chain()?, None);
//! # Ok::<(), ChainError>(())
//! ```

use crate::error::{Refusal, RefusalCode};
use crate::label::Label;
use crate::rule_id::RuleId;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Identifies a link within one chain: its sequence number, the base being 0.
///
/// Ids start again from 0 in every chain, so an id only means something together with its chain.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    TS,
    schemars::JsonSchema,
)]
pub struct LinkId(pub usize);

impl std::fmt::Display for LinkId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// What became, or will become, of a link.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum LinkStatus {
    /// Waiting to resolve, and it will take effect when it does.
    Pending,
    /// Resolved and took effect.
    Resolved,
    /// Negated: spent, with its costs paid, but it does nothing and triggers nothing
    /// (ELE-CHAIN-4).
    Negated,
    /// Fizzled: it resolves with no effect, e.g. its source left the field and came back
    /// (CDX-CASCADE-1, CDX-15.5).
    Fizzled,
}

/// One link of a chain: an action or effect waiting to resolve, or one that has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Link<L> {
    /// The link's sequence number in its chain; the base is 0.
    pub id: LinkId,
    /// The seat of the player who added the link.
    pub controller: usize,
    /// What the link does; the game decides what that means.
    pub payload: L,
    /// Its fate: pending, resolved, negated or fizzled.
    pub status: LinkStatus,
    /// Whether resolution has reached the link. A spent link can no longer be negated or fizzled;
    /// a negated or fizzled link is spent when its turn to resolve comes, not when it is marked,
    /// because a marked link still sits on the chain until then.
    pub spent: bool,
}

/// Where a chain stands.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ChainPhase {
    /// Players may still add links (ELE-CHAIN-2).
    Open,
    /// No more links; resolving newest first (ELE-CHAIN-3).
    Closed,
    /// Every link has been reached; only triggers for the next chain remain.
    Done,
}

/// What [`Chain::resolve_next`] reached, so the game knows whether to apply the link.
///
/// Each variant carries a copy of the link as it is after resolution (spent).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Resolution<L> {
    /// Apply the link's effect now.
    Resolve(Link<L>),
    /// The link is spent, with its costs, but does nothing and triggers nothing (ELE-CHAIN-4).
    Negated(Link<L>),
    /// The link resolves with no effect (CDX-CASCADE-1).
    Fizzled(Link<L>),
}

impl<L> Resolution<L> {
    /// The link that was reached, whatever became of it.
    pub fn link(&self) -> &Link<L> {
        match self {
            Resolution::Resolve(link) | Resolution::Negated(link) | Resolution::Fizzled(link) => {
                link
            }
        }
    }

    /// Takes the link out of the resolution.
    pub fn into_link(self) -> Link<L> {
        match self {
            Resolution::Resolve(link) | Resolution::Negated(link) | Resolution::Fizzled(link) => {
                link
            }
        }
    }

    /// Whether the game should apply the link's effect.
    pub fn takes_effect(&self) -> bool {
        matches!(self, Resolution::Resolve(_))
    }
}

/// An effect whose condition was met during a chain, waiting for the next chain (ELE-CHAIN-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct QueuedTrigger<L> {
    /// The seat of the player who controls the effect.
    pub controller: usize,
    /// What the effect does; it becomes a link's payload on the next chain.
    pub payload: L,
}

/// The rules of a game's catalog that its chain answers to; the mechanism is the same in every
/// game, the rule a player reads in a refusal is their game's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChainRules {
    /// Who may add a link, and that a closed chain takes no more.
    pub priority: RuleId,
    /// A chain resolves once closed, fully, and only then does the next one open.
    pub resolution: RuleId,
}

/// Why the chain refused an operation. A refused operation leaves the chain untouched.
#[derive(
    Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ChainError {
    /// The player tried to add a link or pass without holding priority.
    #[error("player {player} does not hold priority; player {holder} does")]
    NotYourPriority {
        /// The seat that tried to act.
        player: usize,
        /// The seat that holds priority.
        holder: usize,
    },
    /// The chain is closed: no one can add a link, pass, or close it again.
    #[error("the chain is closed; no more links can be added")]
    Closed,
    /// The chain is still open, so it cannot resolve nor collect triggers yet.
    #[error("the chain is still open; it resolves only once closed")]
    NotClosed,
    /// The chain has not finished resolving, so the next chain cannot open yet.
    #[error("the chain has not finished resolving; the next chain opens after it")]
    NotDone,
    /// Every link has been reached already; there is nothing left to resolve.
    #[error("every link of the chain has resolved")]
    Done,
    /// No link of this chain has that id.
    #[error("the chain has no link {link}")]
    UnknownLink {
        /// The id asked for.
        link: LinkId,
    },
    /// Resolution has already reached the link, so it can no longer be negated or fizzled.
    #[error("link {link} has already resolved")]
    AlreadyResolved {
        /// The id of the spent link.
        link: LinkId,
    },
    /// The seat is not one of the chain's players.
    #[error("seat {player} is not a player of this chain")]
    NotAPlayer {
        /// The seat given.
        player: usize,
    },
    /// The priority order given to open a chain is empty or names a seat twice.
    #[error("the priority order must name each player exactly once")]
    BadPriorityOrder,
    /// A new order for a player's queued triggers is not a rearrangement of all of them.
    #[error("player {player} has {queued} queued triggers; the new order must list each once")]
    BadTriggerOrder {
        /// The seat whose triggers were to be reordered.
        player: usize,
        /// How many triggers that player has queued.
        queued: usize,
    },
}

impl ChainError {
    /// A stable code for the refusal, for logs and the UI; it never changes once shipped.
    pub fn code(&self) -> &'static str {
        match self {
            ChainError::NotYourPriority { .. } => "CHAIN_NOT_YOUR_PRIORITY",
            ChainError::Closed => "CHAIN_CLOSED",
            ChainError::NotClosed => "CHAIN_NOT_CLOSED",
            ChainError::NotDone => "CHAIN_NOT_DONE",
            ChainError::Done => "CHAIN_DONE",
            ChainError::UnknownLink { .. } => "CHAIN_UNKNOWN_LINK",
            ChainError::AlreadyResolved { .. } => "CHAIN_ALREADY_RESOLVED",
            ChainError::NotAPlayer { .. } => "CHAIN_NOT_A_PLAYER",
            ChainError::BadPriorityOrder => "CHAIN_BAD_PRIORITY_ORDER",
            ChainError::BadTriggerOrder { .. } => "CHAIN_BAD_TRIGGER_ORDER",
        }
    }

    /// A chain refusal as the engine reports it: code `CHAIN`, the game's chain rule when a
    /// rule refused.
    pub fn refusal(&self, rules: ChainRules) -> Refusal {
        let code = self.code();
        let key = format!(
            "refusal.chain.{}",
            code.trim_start_matches("CHAIN_").to_ascii_lowercase()
        );
        let mut reason = Label::new(key);
        match self {
            ChainError::NotYourPriority { player, holder } => {
                reason = reason.place("player", *player).place("holder", *holder);
            }
            ChainError::UnknownLink { link } | ChainError::AlreadyResolved { link } => {
                reason = reason.place("link", link.0);
            }
            ChainError::NotAPlayer { player } => reason = reason.place("player", *player),
            ChainError::BadTriggerOrder { player, queued } => {
                reason = reason
                    .place("player", *player)
                    .num("queued", *queued as i64);
            }
            ChainError::Closed
            | ChainError::NotClosed
            | ChainError::NotDone
            | ChainError::Done
            | ChainError::BadPriorityOrder => {}
        }
        Refusal {
            code: RefusalCode::Chain,
            rule: self.rule(rules).map(String::from),
            reason,
        }
    }

    /// The game's rule that refused the operation, when a rule did (rather than bad input).
    pub fn rule(&self, rules: ChainRules) -> Option<RuleId> {
        match self {
            ChainError::NotYourPriority { .. } | ChainError::Closed => Some(rules.priority),
            ChainError::NotClosed | ChainError::NotDone | ChainError::Done => {
                Some(rules.resolution)
            }
            ChainError::UnknownLink { .. }
            | ChainError::AlreadyResolved { .. }
            | ChainError::NotAPlayer { .. }
            | ChainError::BadPriorityOrder
            | ChainError::BadTriggerOrder { .. } => None,
        }
    }
}

/// A chain or Cascade: links waiting to resolve newest first, who may add the
/// next one, and the triggers waiting for the next chain.
///
/// See the [module documentation](self) for the whole cycle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Chain<L> {
    /// Oldest first: the base is at index 0, so a link's id is its index.
    links: Vec<Link<L>>,
    /// The seats in the order priority goes round: the turn player first, then the others in
    /// seat order.
    priority_order: Vec<usize>,
    /// Index into `priority_order` of the player holding priority while the chain is open.
    /// Everyone before that index has passed since the last link, which is why the chain closes
    /// when the last player in the order passes.
    priority_index: usize,
    phase: ChainPhase,
    /// In the order they were queued; [`Chain::next_chain_triggers`] sorts them by player.
    queued_triggers: Vec<QueuedTrigger<L>>,
}

impl<L> Chain<L> {
    /// Opens a chain whose base is `base`, controlled by seat `controller`.
    ///
    /// `priority_order` lists every player once: the turn player first, then the others in seat
    /// order. Priority goes to the turn player first (ELE-CHAIN-2).
    ///
    /// # Errors
    ///
    /// [`ChainError::BadPriorityOrder`] if the order is empty or names a seat twice;
    /// [`ChainError::NotAPlayer`] if `controller` is not in it.
    pub fn open(
        base: L,
        controller: usize,
        priority_order: Vec<usize>,
    ) -> Result<Self, ChainError> {
        let names_a_seat_twice = priority_order
            .iter()
            .enumerate()
            .any(|(index, seat)| priority_order[..index].contains(seat));
        if priority_order.is_empty() || names_a_seat_twice {
            return Err(ChainError::BadPriorityOrder);
        }
        if !priority_order.contains(&controller) {
            return Err(ChainError::NotAPlayer { player: controller });
        }
        Ok(Chain {
            links: vec![Link::pending(LinkId(0), controller, base)],
            priority_order,
            priority_index: 0,
            phase: ChainPhase::Open,
            queued_triggers: Vec::new(),
        })
    }

    /// Adds a link for `player`, who must hold priority, and returns its id.
    ///
    /// Every pass so far is forgotten and priority returns to the turn player, who always gets to
    /// answer first (ELE-CHAIN-2).
    ///
    /// # Errors
    ///
    /// [`ChainError::Closed`] once the chain is closed; [`ChainError::NotAPlayer`] for a seat
    /// outside the chain; [`ChainError::NotYourPriority`] if someone else holds priority.
    pub fn respond(&mut self, player: usize, payload: L) -> Result<LinkId, ChainError> {
        self.check_priority(player)?;
        let id = LinkId(self.links.len());
        self.links.push(Link::pending(id, player, payload));
        self.priority_index = 0;
        Ok(id)
    }

    /// `player`, who must hold priority, adds nothing; priority moves to the next player in the
    /// priority order. When the last of them passes, everyone has passed in succession since the
    /// last link and the chain closes (ELE-CHAIN-2).
    ///
    /// # Errors
    ///
    /// As [`Chain::respond`].
    pub fn pass(&mut self, player: usize) -> Result<(), ChainError> {
        self.check_priority(player)?;
        if self.priority_index + 1 >= self.priority_order.len() {
            self.phase = ChainPhase::Closed;
        } else {
            self.priority_index += 1;
        }
        Ok(())
    }

    /// Closes the chain without waiting for every pass, because the table agrees it is finished.
    ///
    /// # Errors
    ///
    /// [`ChainError::Closed`] if it is already closed.
    pub fn close(&mut self) -> Result<(), ChainError> {
        if self.phase != ChainPhase::Open {
            return Err(ChainError::Closed);
        }
        self.phase = ChainPhase::Closed;
        Ok(())
    }

    /// Reaches the newest link not yet reached, marks it spent and says what the game must do
    /// with it (ELE-CHAIN-3). A pending link becomes resolved; a negated or fizzled one is spent
    /// without effect. After the base, the chain is done.
    ///
    /// # Errors
    ///
    /// [`ChainError::NotClosed`] while the chain is open; [`ChainError::Done`] once every link has
    /// been reached.
    pub fn resolve_next(&mut self) -> Result<Resolution<L>, ChainError>
    where
        L: Clone,
    {
        match self.phase {
            ChainPhase::Open => return Err(ChainError::NotClosed),
            ChainPhase::Done => return Err(ChainError::Done),
            ChainPhase::Closed => {}
        }
        // Links are spent strictly newest first, so the newest unspent one is next.
        let Some(link) = self.links.iter_mut().rev().find(|link| !link.spent) else {
            return Err(ChainError::Done);
        };
        link.spent = true;
        let resolution = match link.status {
            LinkStatus::Pending | LinkStatus::Resolved => {
                link.status = LinkStatus::Resolved;
                Resolution::Resolve(link.clone())
            }
            LinkStatus::Negated => Resolution::Negated(link.clone()),
            LinkStatus::Fizzled => Resolution::Fizzled(link.clone()),
        };
        if self.links.iter().all(|link| link.spent) {
            self.phase = ChainPhase::Done;
        }
        Ok(resolution)
    }

    /// Marks a link not yet reached as negated: when its turn comes it is spent, but does nothing
    /// and triggers nothing (ELE-CHAIN-4). Marking a link again replaces the earlier mark.
    ///
    /// # Errors
    ///
    /// [`ChainError::UnknownLink`] for an id not on this chain; [`ChainError::AlreadyResolved`] if
    /// resolution has already reached the link.
    pub fn negate(&mut self, link: LinkId) -> Result<(), ChainError> {
        self.mark(link, LinkStatus::Negated)
    }

    /// Marks a link not yet reached as fizzled: it resolves with no effect, e.g. because its
    /// source left the field and came back as a new card (CDX-CASCADE-1, CDX-15.5). Marking a
    /// link again replaces the earlier mark.
    ///
    /// # Errors
    ///
    /// As [`Chain::negate`].
    pub fn fizzle(&mut self, link: LinkId) -> Result<(), ChainError> {
        self.mark(link, LinkStatus::Fizzled)
    }

    /// Queues an effect whose condition was met during resolution; it waits for the next chain
    /// (ELE-CHAIN-3). Allowed once the chain is closed, including after the base has resolved.
    ///
    /// # Errors
    ///
    /// [`ChainError::NotClosed`] while the chain is open, because an effect met then is added as
    /// a link in response instead; [`ChainError::NotAPlayer`] for a seat outside the chain.
    pub fn queue_trigger(&mut self, controller: usize, payload: L) -> Result<(), ChainError> {
        if self.phase == ChainPhase::Open {
            return Err(ChainError::NotClosed);
        }
        self.check_player(controller)?;
        self.queued_triggers.push(QueuedTrigger {
            controller,
            payload,
        });
        Ok(())
    }

    /// Rearranges `player`'s own queued triggers, which go on the next chain in the order that
    /// player chooses (ELE-CHAIN-5).
    ///
    /// `order[i]` is the current position, among [`Chain::queued_triggers`] of `player`, of the
    /// trigger that should come `i`-th. Other players' triggers are not moved.
    ///
    /// # Errors
    ///
    /// [`ChainError::NotAPlayer`] for a seat outside the chain; [`ChainError::BadTriggerOrder`] if
    /// `order` does not list each of the player's queued triggers exactly once.
    pub fn reorder_triggers(&mut self, player: usize, order: &[usize]) -> Result<(), ChainError> {
        self.check_player(player)?;
        let queued = self.queued_triggers(player).count();
        let mut listed = vec![false; queued];
        let lists_each_once = order.len() == queued
            && order
                .iter()
                .all(|&position| match listed.get_mut(position) {
                    Some(seen) if !*seen => {
                        *seen = true;
                        true
                    }
                    _ => false,
                });
        if !lists_each_once {
            return Err(ChainError::BadTriggerOrder { player, queued });
        }

        // Take the player's triggers out, leaving holes, and refill the holes in the new order,
        // so that everyone else's triggers keep their places.
        let mut players_triggers = Vec::with_capacity(queued);
        let slots: Vec<Option<QueuedTrigger<L>>> = std::mem::take(&mut self.queued_triggers)
            .into_iter()
            .map(|trigger| {
                if trigger.controller == player {
                    players_triggers.push(Some(trigger));
                    None
                } else {
                    Some(trigger)
                }
            })
            .collect();
        // `order` was checked to be a rearrangement, so each position is taken exactly once.
        let mut reordered = order
            .iter()
            .filter_map(|&position| players_triggers.get_mut(position).and_then(Option::take));
        self.queued_triggers = slots
            .into_iter()
            .filter_map(|slot| slot.or_else(|| reordered.next()))
            .collect();
        Ok(())
    }

    /// Opens the next chain from the queued triggers, or returns `None` when none were queued.
    ///
    /// The triggers become links in the order of [`Chain::next_chain_triggers`]: the first is the
    /// base, the rest are added after it. The turn player's therefore resolve last
    /// (ELE-CHAIN-5). Priority goes to the turn player, so the players may still answer. The
    /// queue is emptied; this chain stays done.
    ///
    /// # Errors
    ///
    /// [`ChainError::NotDone`] until every link of this chain has been reached, because a chain
    /// fully resolves before the next one opens (ELE-CHAIN-3).
    pub fn open_next_chain(&mut self) -> Result<Option<Chain<L>>, ChainError> {
        if self.phase != ChainPhase::Done {
            return Err(ChainError::NotDone);
        }
        let mut triggers = std::mem::take(&mut self.queued_triggers);
        self.sort_for_next_chain(&mut triggers);
        let links: Vec<Link<L>> = triggers
            .into_iter()
            .enumerate()
            .map(|(index, trigger)| {
                Link::pending(LinkId(index), trigger.controller, trigger.payload)
            })
            .collect();
        if links.is_empty() {
            return Ok(None);
        }
        Ok(Some(Chain {
            links,
            priority_order: self.priority_order.clone(),
            priority_index: 0,
            phase: ChainPhase::Open,
            queued_triggers: Vec::new(),
        }))
    }

    /// The queued triggers in the order they will go on the next chain: the turn player's first,
    /// in the order that player chose, then each other player's in priority order (ELE-CHAIN-5).
    ///
    /// Since a chain resolves newest first, the turn player's triggers resolve *last*.
    pub fn next_chain_triggers(&self) -> Vec<&QueuedTrigger<L>> {
        let mut triggers: Vec<&QueuedTrigger<L>> = self.queued_triggers.iter().collect();
        // A stable sort by seat keeps each player's own order.
        triggers.sort_by_key(|trigger| self.priority_position(trigger.controller));
        triggers
    }

    /// `player`'s queued triggers, in the order that player chose.
    pub fn queued_triggers(&self, player: usize) -> impl Iterator<Item = &QueuedTrigger<L>> {
        self.queued_triggers
            .iter()
            .filter(move |trigger| trigger.controller == player)
    }

    /// The seat holding priority, or `None` once the chain is closed.
    pub fn who_has_priority(&self) -> Option<usize> {
        match self.phase {
            ChainPhase::Open => self.priority_order.get(self.priority_index).copied(),
            ChainPhase::Closed | ChainPhase::Done => None,
        }
    }

    /// The seats in priority order: the turn player first.
    pub fn priority_order(&self) -> &[usize] {
        &self.priority_order
    }

    /// Where the chain stands.
    pub fn phase(&self) -> ChainPhase {
        self.phase
    }

    /// Whether players may still add links.
    pub fn is_open(&self) -> bool {
        self.phase == ChainPhase::Open
    }

    /// Whether the chain is closed to new links; still true once it is done.
    pub fn is_closed(&self) -> bool {
        self.phase != ChainPhase::Open
    }

    /// Whether every link has been reached.
    pub fn is_done(&self) -> bool {
        self.phase == ChainPhase::Done
    }

    /// Every link, newest first (the order they resolve in), for display.
    pub fn links(&self) -> impl DoubleEndedIterator<Item = &Link<L>> + ExactSizeIterator {
        self.links.iter().rev()
    }

    /// The links resolution has not reached yet, newest first, including those marked negated or
    /// fizzled, which still wait their turn to be spent.
    pub fn pending(&self) -> impl Iterator<Item = &Link<L>> {
        self.links().filter(|link| !link.spent)
    }

    /// The link with this id, if it is on this chain.
    pub fn link(&self, id: LinkId) -> Option<&Link<L>> {
        self.links.iter().find(|link| link.id == id)
    }

    fn mark(&mut self, id: LinkId, status: LinkStatus) -> Result<(), ChainError> {
        let link = self
            .links
            .iter_mut()
            .find(|link| link.id == id)
            .ok_or(ChainError::UnknownLink { link: id })?;
        if link.spent {
            return Err(ChainError::AlreadyResolved { link: id });
        }
        link.status = status;
        Ok(())
    }

    /// Refuses `player` acting on an open chain unless they hold priority.
    fn check_priority(&self, player: usize) -> Result<(), ChainError> {
        if self.phase != ChainPhase::Open {
            return Err(ChainError::Closed);
        }
        self.check_player(player)?;
        match self.who_has_priority() {
            Some(holder) if holder == player => Ok(()),
            Some(holder) => Err(ChainError::NotYourPriority { player, holder }),
            // Only a chain deserialized from inconsistent data can be open with nobody holding
            // priority; refuse rather than let anyone act.
            None => Err(ChainError::Closed),
        }
    }

    fn check_player(&self, player: usize) -> Result<(), ChainError> {
        if self.priority_order.contains(&player) {
            Ok(())
        } else {
            Err(ChainError::NotAPlayer { player })
        }
    }

    /// The player's place in the priority order; seats outside it (impossible through the public
    /// operations) sort last.
    fn priority_position(&self, player: usize) -> usize {
        self.priority_order
            .iter()
            .position(|&seat| seat == player)
            .unwrap_or(usize::MAX)
    }

    fn sort_for_next_chain(&self, triggers: &mut [QueuedTrigger<L>]) {
        triggers.sort_by_key(|trigger| self.priority_position(trigger.controller));
    }
}

impl<L> Link<L> {
    fn pending(id: LinkId, controller: usize, payload: L) -> Self {
        Link {
            id,
            controller,
            payload,
            status: LinkStatus::Pending,
            spent: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seat 0 is the turn player, seat 1 the other player.
    fn two_player_chain(base: &'static str) -> Result<Chain<&'static str>, ChainError> {
        Chain::open(base, 0, vec![0, 1])
    }

    fn resolve_all(
        chain: &mut Chain<&'static str>,
    ) -> Result<Vec<Resolution<&'static str>>, ChainError> {
        let mut resolutions = Vec::new();
        while !chain.is_done() {
            resolutions.push(chain.resolve_next()?);
        }
        Ok(resolutions)
    }

    fn payloads(resolutions: &[Resolution<&'static str>]) -> Vec<&'static str> {
        resolutions.iter().map(|r| r.link().payload).collect()
    }

    /// Runs `operation` expecting `expected`, and checks that the chain did not change.
    fn assert_refused<T: std::fmt::Debug>(
        chain: &mut Chain<&'static str>,
        expected: ChainError,
        operation: impl FnOnce(&mut Chain<&'static str>) -> Result<T, ChainError>,
    ) {
        let before = chain.clone();
        let result = operation(chain);
        assert_eq!(result.err(), Some(expected));
        assert_eq!(*chain, before, "a refused operation changed the chain");
    }

    #[test]
    fn ele_chain_2_turn_player_gets_priority_first() -> Result<(), ChainError> {
        // Even when the other player's action is the base, the turn player answers first.
        let chain = Chain::open("search", 1, vec![0, 1])?;
        assert!(chain.is_open());
        assert_eq!(chain.who_has_priority(), Some(0));
        Ok(())
    }

    #[test]
    fn ele_chain_2_both_pass_closes_chain() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        chain.pass(0)?;
        assert!(chain.is_open());
        assert_eq!(chain.who_has_priority(), Some(1));
        chain.pass(1)?;
        assert!(chain.is_closed());
        assert!(!chain.is_done());
        assert_eq!(chain.phase(), ChainPhase::Closed);
        assert_eq!(chain.who_has_priority(), None);
        Ok(())
    }

    #[test]
    fn ele_chain_2_new_link_resets_passes_and_returns_priority_to_turn_player(
    ) -> Result<(), ChainError> {
        let mut chain = two_player_chain("declare battle")?;
        chain.pass(0)?;
        chain.respond(1, "counter")?;
        // The turn player's earlier pass no longer counts.
        assert_eq!(chain.who_has_priority(), Some(0));
        chain.respond(0, "counter the counter")?;
        assert_eq!(chain.who_has_priority(), Some(0));
        chain.pass(0)?;
        assert!(chain.is_open(), "one pass alone must not close the chain");
        chain.pass(1)?;
        assert!(chain.is_closed());
        Ok(())
    }

    #[test]
    fn ele_chain_2_only_priority_holder_may_respond_or_pass() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        let out_of_turn = ChainError::NotYourPriority {
            player: 1,
            holder: 0,
        };
        assert_refused(&mut chain, out_of_turn.clone(), |c| c.respond(1, "counter"));
        assert_refused(&mut chain, out_of_turn, |c| c.pass(1));
        chain.pass(0)?;
        assert_refused(
            &mut chain,
            ChainError::NotYourPriority {
                player: 0,
                holder: 1,
            },
            |c| c.pass(0),
        );
        Ok(())
    }

    #[test]
    fn ele_chain_2_closed_chain_takes_no_more_links() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        chain.pass(0)?;
        chain.pass(1)?;
        assert_refused(&mut chain, ChainError::Closed, |c| c.respond(0, "too late"));
        assert_refused(&mut chain, ChainError::Closed, |c| c.pass(0));
        assert_refused(&mut chain, ChainError::Closed, Chain::close);
        Ok(())
    }

    #[test]
    fn ele_chain_2_table_can_force_close() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        chain.respond(0, "effect")?;
        chain.close()?;
        assert!(chain.is_closed());
        assert_eq!(chain.who_has_priority(), None);
        Ok(())
    }

    #[test]
    fn ele_chain_2_three_players_take_priority_in_order() -> Result<(), ChainError> {
        // Seat 1 is the turn player; the others follow in seat order.
        let mut chain = Chain::open("ascend", 1, vec![1, 2, 0])?;
        assert_eq!(chain.who_has_priority(), Some(1));
        chain.pass(1)?;
        assert_eq!(chain.who_has_priority(), Some(2));
        chain.pass(2)?;
        assert_eq!(chain.who_has_priority(), Some(0));
        chain.respond(0, "counter")?;
        // Everyone must pass again, starting from the turn player.
        assert_eq!(chain.who_has_priority(), Some(1));
        chain.pass(1)?;
        chain.pass(2)?;
        assert!(chain.is_open());
        chain.pass(0)?;
        assert!(chain.is_closed());
        Ok(())
    }

    #[test]
    fn ele_chain_3_resolves_newest_first() -> Result<(), ChainError> {
        let mut chain = two_player_chain("base")?;
        chain.pass(0)?;
        chain.respond(1, "first answer")?;
        chain.respond(0, "second answer")?;
        chain.pass(0)?;
        chain.respond(1, "third answer")?;
        chain.close()?;
        let displayed: Vec<_> = chain.links().map(|link| link.payload).collect();
        let resolutions = resolve_all(&mut chain)?;
        assert_eq!(
            payloads(&resolutions),
            ["third answer", "second answer", "first answer", "base"]
        );
        assert_eq!(payloads(&resolutions), displayed);
        assert!(resolutions.iter().all(Resolution::takes_effect));
        assert!(chain
            .links()
            .all(|link| link.spent && link.status == LinkStatus::Resolved));
        assert_eq!(chain.pending().count(), 0);
        Ok(())
    }

    #[test]
    fn ele_chain_3_open_chain_does_not_resolve() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        assert_refused(&mut chain, ChainError::NotClosed, Chain::resolve_next);
        Ok(())
    }

    #[test]
    fn ele_chain_3_done_chain_has_nothing_to_resolve() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        chain.close()?;
        chain.resolve_next()?;
        assert!(chain.is_done());
        assert!(chain.is_closed());
        assert_refused(&mut chain, ChainError::Done, Chain::resolve_next);
        Ok(())
    }

    #[test]
    fn ele_chain_3_triggers_wait_for_the_next_chain() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        // While open, an effect goes on as a link in response, not into the queue.
        assert_refused(&mut chain, ChainError::NotClosed, |c| {
            c.queue_trigger(0, "when cast")
        });
        chain.close()?;
        chain.queue_trigger(1, "during resolution")?;
        assert_refused(&mut chain, ChainError::NotDone, Chain::open_next_chain);
        chain.resolve_next()?;
        // The base has resolved and the chain is done, but its own triggers still queue.
        chain.queue_trigger(0, "after the base")?;
        let next = chain.open_next_chain()?.ok_or(ChainError::NotDone)?;
        assert!(next.is_open());
        assert_eq!(
            chain.next_chain_triggers().len(),
            0,
            "the queue moved to the next chain"
        );
        Ok(())
    }

    #[test]
    fn ele_chain_4_negated_link_is_spent_without_effect() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        chain.pass(0)?;
        let counter = chain.respond(1, "negating counter")?;
        let answer = chain.respond(0, "answer")?;
        chain.close()?;
        chain.negate(counter)?;
        // Marked but not reached: still waiting on the chain.
        assert_eq!(chain.pending().count(), 3);
        assert!(matches!(chain.resolve_next()?, Resolution::Resolve(link) if link.id == answer));
        let negated = chain.resolve_next()?;
        assert!(!negated.takes_effect());
        assert_eq!(
            negated,
            Resolution::Negated(Link {
                id: counter,
                controller: 1,
                payload: "negating counter",
                status: LinkStatus::Negated,
                spent: true,
            })
        );
        assert!(
            matches!(chain.resolve_next()?, Resolution::Resolve(link) if link.payload == "cast")
        );
        assert!(chain.is_done());
        Ok(())
    }

    #[test]
    fn ele_chain_4_resolved_link_cannot_be_negated() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        let answer = chain.respond(0, "answer")?;
        chain.close()?;
        chain.resolve_next()?;
        assert_refused(
            &mut chain,
            ChainError::AlreadyResolved { link: answer },
            |c| c.negate(answer),
        );
        assert_refused(
            &mut chain,
            ChainError::AlreadyResolved { link: answer },
            |c| c.fizzle(answer),
        );
        Ok(())
    }

    #[test]
    fn ele_chain_5_triggers_turn_player_first_resolve_last() -> Result<(), ChainError> {
        let mut chain = two_player_chain("battle")?;
        chain.close()?;
        chain.resolve_next()?;
        // Queued out of seat order on purpose.
        chain.queue_trigger(1, "other A")?;
        chain.queue_trigger(0, "turn A")?;
        chain.queue_trigger(1, "other B")?;
        chain.queue_trigger(0, "turn B")?;
        let order: Vec<_> = chain
            .next_chain_triggers()
            .iter()
            .map(|t| t.payload)
            .collect();
        assert_eq!(order, ["turn A", "turn B", "other A", "other B"]);

        let mut next = chain.open_next_chain()?.ok_or(ChainError::NotDone)?;
        let base = next.links().last().ok_or(ChainError::Done)?;
        assert_eq!(
            (base.id, base.controller, base.payload),
            (LinkId(0), 0, "turn A")
        );
        assert_eq!(next.who_has_priority(), Some(0));
        assert_eq!(next.priority_order(), [0, 1]);
        next.pass(0)?;
        next.pass(1)?;
        let resolutions = resolve_all(&mut next)?;
        assert_eq!(
            payloads(&resolutions),
            ["other B", "other A", "turn B", "turn A"]
        );
        Ok(())
    }

    #[test]
    fn ele_chain_5_player_orders_own_triggers() -> Result<(), ChainError> {
        let mut chain = Chain::open("cast", 0, vec![0, 1, 2])?;
        chain.close()?;
        chain.queue_trigger(0, "turn A")?;
        chain.queue_trigger(2, "third A")?;
        chain.queue_trigger(0, "turn B")?;
        chain.queue_trigger(1, "second A")?;
        chain.queue_trigger(0, "turn C")?;
        chain.queue_trigger(2, "third B")?;
        chain.reorder_triggers(0, &[2, 0, 1])?;
        chain.reorder_triggers(2, &[1, 0])?;
        let own: Vec<_> = chain.queued_triggers(0).map(|t| t.payload).collect();
        assert_eq!(own, ["turn C", "turn A", "turn B"]);
        let order: Vec<_> = chain
            .next_chain_triggers()
            .iter()
            .map(|t| t.payload)
            .collect();
        assert_eq!(
            order,
            ["turn C", "turn A", "turn B", "second A", "third B", "third A"]
        );
        Ok(())
    }

    #[test]
    fn ele_chain_5_bad_trigger_order_is_refused() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        chain.close()?;
        chain.queue_trigger(0, "A")?;
        chain.queue_trigger(0, "B")?;
        let bad = ChainError::BadTriggerOrder {
            player: 0,
            queued: 2,
        };
        assert_refused(&mut chain, bad.clone(), |c| c.reorder_triggers(0, &[0]));
        assert_refused(&mut chain, bad.clone(), |c| c.reorder_triggers(0, &[1, 1]));
        assert_refused(&mut chain, bad.clone(), |c| c.reorder_triggers(0, &[0, 2]));
        assert_refused(&mut chain, bad, |c| c.reorder_triggers(0, &[1, 0, 2]));
        assert_refused(&mut chain, ChainError::NotAPlayer { player: 5 }, |c| {
            c.reorder_triggers(5, &[])
        });
        // A player with nothing queued has only the empty order.
        chain.reorder_triggers(1, &[])?;
        Ok(())
    }

    #[test]
    fn ele_chain_5_no_triggers_no_next_chain() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        chain.close()?;
        chain.resolve_next()?;
        assert_eq!(chain.open_next_chain()?, None);
        Ok(())
    }

    #[test]
    fn cdx_cascade_1_fizzled_link_has_no_effect() -> Result<(), ChainError> {
        let mut cascade = two_player_chain("attack")?;
        let effect = cascade.respond(0, "effect of a card that left and came back")?;
        cascade.pass(0)?;
        cascade.pass(1)?;
        cascade.fizzle(effect)?;
        let fizzled = cascade.resolve_next()?;
        assert!(!fizzled.takes_effect());
        assert!(matches!(&fizzled, Resolution::Fizzled(link) if link.id == effect && link.spent));
        assert_eq!(fizzled.into_link().status, LinkStatus::Fizzled);
        assert!(cascade.resolve_next()?.takes_effect());
        Ok(())
    }

    #[test]
    fn marking_a_link_again_replaces_the_mark() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        chain.close()?;
        chain.fizzle(LinkId(0))?;
        chain.negate(LinkId(0))?;
        assert!(matches!(chain.resolve_next()?, Resolution::Negated(_)));
        Ok(())
    }

    #[test]
    fn open_refuses_bad_priority_order_and_unknown_controller() {
        assert_eq!(
            Chain::open("cast", 0, vec![]),
            Err(ChainError::BadPriorityOrder)
        );
        assert_eq!(
            Chain::open("cast", 0, vec![0, 1, 0]),
            Err(ChainError::BadPriorityOrder)
        );
        assert_eq!(
            Chain::open("cast", 2, vec![0, 1]),
            Err(ChainError::NotAPlayer { player: 2 })
        );
    }

    #[test]
    fn unknown_players_and_links_are_refused_untouched() -> Result<(), ChainError> {
        let mut chain = two_player_chain("cast")?;
        let stranger = ChainError::NotAPlayer { player: 7 };
        assert_refused(&mut chain, stranger.clone(), |c| c.respond(7, "x"));
        assert_refused(&mut chain, stranger.clone(), |c| c.pass(7));
        let unknown = ChainError::UnknownLink { link: LinkId(9) };
        assert_refused(&mut chain, unknown.clone(), |c| c.negate(LinkId(9)));
        assert_refused(&mut chain, unknown, |c| c.fizzle(LinkId(9)));
        assert_eq!(chain.link(LinkId(9)), None);
        chain.close()?;
        assert_refused(&mut chain, stranger, |c| c.queue_trigger(7, "x"));
        Ok(())
    }

    #[test]
    fn error_codes_are_distinct_and_rules_where_a_rule_refused() {
        let errors = [
            ChainError::NotYourPriority {
                player: 1,
                holder: 0,
            },
            ChainError::Closed,
            ChainError::NotClosed,
            ChainError::NotDone,
            ChainError::Done,
            ChainError::UnknownLink { link: LinkId(3) },
            ChainError::AlreadyResolved { link: LinkId(3) },
            ChainError::NotAPlayer { player: 4 },
            ChainError::BadPriorityOrder,
            ChainError::BadTriggerOrder {
                player: 0,
                queued: 2,
            },
        ];
        let mut codes: Vec<_> = errors.iter().map(ChainError::code).collect();
        assert!(codes.iter().all(|code| code.starts_with("CHAIN_")));
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), errors.len());
        // The chain cites the game's rules, whichever game's they are.
        let rules = ChainRules {
            priority: RuleId::new("TEST-PRIORITY-1"),
            resolution: RuleId::new("TEST-RESOLVE-1"),
        };
        assert_eq!(errors[0].rule(rules), Some(rules.priority));
        assert_eq!(errors[2].rule(rules), Some(rules.resolution));
        assert_eq!(errors[5].rule(rules), None);
        assert_eq!(
            errors[1].refusal(rules).rule.as_deref(),
            Some("TEST-PRIORITY-1")
        );
        assert_eq!(
            errors[0].to_string(),
            "player 1 does not hold priority; player 0 does"
        );
        assert_eq!(errors[5].to_string(), "the chain has no link #3");
    }

    #[test]
    fn chain_survives_a_json_round_trip() -> Result<(), Box<dyn std::error::Error>> {
        let mut chain = Chain::open("cast".to_owned(), 0, vec![0, 1])?;
        let counter = chain.respond(0, "counter".to_owned())?;
        chain.close()?;
        chain.negate(counter)?;
        chain.queue_trigger(1, "later".to_owned())?;
        let json = serde_json::to_value(&chain)?;
        assert_eq!(json["links"][1]["status"], "negated");
        assert_eq!(json["phase"], "closed");
        let back: Chain<String> = serde_json::from_value(json)?;
        assert_eq!(back, chain);
        Ok(())
    }

    mod properties {
        use super::super::*;
        use proptest::prelude::*;

        #[derive(Clone, Debug)]
        enum Operation {
            Respond(usize),
            Pass(usize),
            Close,
            ResolveNext,
            Negate(usize),
            Fizzle(usize),
            QueueTrigger(usize),
            ReorderTriggers(usize, Vec<usize>),
        }

        fn operation() -> impl Strategy<Value = Operation> {
            // Seats and link ids reach past the valid ones so that bad input is tried too.
            prop_oneof![
                (0..4usize).prop_map(Operation::Respond),
                (0..4usize).prop_map(Operation::Pass),
                Just(Operation::Close),
                Just(Operation::ResolveNext),
                Just(Operation::ResolveNext),
                (0..8usize).prop_map(Operation::Negate),
                (0..8usize).prop_map(Operation::Fizzle),
                (0..4usize).prop_map(Operation::QueueTrigger),
                (0..4usize, prop::collection::vec(0..4usize, 0..4))
                    .prop_map(|(seat, order)| Operation::ReorderTriggers(seat, order)),
            ]
        }

        proptest! {
            #[test]
            fn random_operations_never_panic_and_resolve_newest_first(
                operations in prop::collection::vec(operation(), 0..60),
            ) {
                let mut chain = Chain::open(0u32, 0, vec![0, 1, 2]).map_err(|e| {
                    TestCaseError::fail(e.to_string())
                })?;
                let mut payload = 0u32;
                let mut last_resolved: Option<LinkId> = None;
                for operation in operations {
                    let before = chain.clone();
                    payload += 1;
                    let result = match operation {
                        Operation::Respond(seat) => chain.respond(seat, payload).map(drop),
                        Operation::Pass(seat) => chain.pass(seat),
                        Operation::Close => chain.close(),
                        Operation::ResolveNext => match chain.resolve_next() {
                            Ok(resolution) => {
                                let id = resolution.link().id;
                                if let Some(previous) = last_resolved {
                                    prop_assert!(id < previous, "{} resolved after {}", id, previous);
                                }
                                last_resolved = Some(id);
                                Ok(())
                            }
                            Err(error) => Err(error),
                        },
                        Operation::Negate(id) => chain.negate(LinkId(id)),
                        Operation::Fizzle(id) => chain.fizzle(LinkId(id)),
                        Operation::QueueTrigger(seat) => chain.queue_trigger(seat, payload),
                        Operation::ReorderTriggers(seat, order) => {
                            chain.reorder_triggers(seat, &order)
                        }
                    };
                    if result.is_err() {
                        prop_assert_eq!(&chain, &before);
                    }
                    // Everything not yet reached is older than everything already spent.
                    let oldest_spent = chain.links().filter(|l| l.spent).map(|l| l.id).min();
                    let newest_waiting = chain.pending().map(|l| l.id).max();
                    if let (Some(spent), Some(waiting)) = (oldest_spent, newest_waiting) {
                        prop_assert!(waiting < spent);
                    }
                    prop_assert_eq!(chain.is_done(), chain.pending().count() == 0);
                    prop_assert_eq!(chain.who_has_priority().is_some(), chain.is_open());
                }
                let queued = chain.next_chain_triggers().len();
                match chain.open_next_chain() {
                    Ok(Some(next)) => prop_assert_eq!(next.links().len(), queued),
                    Ok(None) => prop_assert_eq!(queued, 0),
                    Err(error) => prop_assert_eq!(error, ChainError::NotDone),
                }
            }
        }
    }
}
