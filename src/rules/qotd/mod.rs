//! Quick on the Draw. Placeholder: being written.
