//! A count of the changes to the app's matches, and a way to wait for the next: the window of
//! a shared table asks for the table again when a device changed it, without polling.

use std::time::{Duration, Instant};

use parking_lot::{Condvar, Mutex};

#[derive(Default)]
pub struct Changes {
    count: Mutex<u64>,
    changed: Condvar,
}

impl Changes {
    /// How many changes there have been: a waiter reads it before it looks at the table, so
    /// that a change in between is not missed.
    pub fn count(&self) -> u64 {
        *self.count.lock()
    }

    pub(super) fn bump(&self) {
        *self.count.lock() += 1;
        self.changed.notify_all();
    }

    /// Waits until the count has passed `seen`, or `longest` has gone by: `true` on a change.
    pub fn wait_after(&self, seen: u64, longest: Duration) -> bool {
        let deadline = Instant::now() + longest;
        let mut count = self.count.lock();
        while *count == seen {
            if self.changed.wait_until(&mut count, deadline).timed_out() {
                return *count != seen;
            }
        }
        true
    }
}
