//! Keyboard shortcuts: Ctrl/Cmd+Enter reduces, Escape stops, F10 steps
//! (the debuggers' "step over"), none of which types text in an editor.

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::Callback;

use super::controls::Control;

/// What a key press asks for, if anything.
pub fn control_for(key: &str, ctrl_or_meta: bool) -> Option<Control> {
    match key {
        "Enter" if ctrl_or_meta => Some(Control::Run),
        "Escape" => Some(Control::Stop),
        "F10" => Some(Control::Step),
        _ => None,
    }
}

/// Listens on the window for as long as the listener is kept.
pub fn listen(on_control: Callback<Control>) -> Option<EventListener> {
    let window = web_sys::window()?;
    Some(EventListener::new(&window, "keydown", move |event| {
        let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        if let Some(control) = control_for(&event.key(), event.ctrl_key() || event.meta_key()) {
            event.prevent_default();
            on_control.emit(control);
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortcuts() {
        assert_eq!(control_for("Enter", true), Some(Control::Run));
        assert_eq!(control_for("Enter", false), None);
        assert_eq!(control_for("Escape", false), Some(Control::Stop));
        assert_eq!(control_for("F10", false), Some(Control::Step));
        assert_eq!(control_for("a", true), None);
    }
}
