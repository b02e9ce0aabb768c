//! Scenario files replayed through the engine.
