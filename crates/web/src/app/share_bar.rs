//! The share bar: makes a link holding the whole setup and copies it (or an
//! exercise link, or an `<iframe>` to embed it, with a preview), and asks
//! before an oracle that came from a link may run.

use std::rc::Rc;

use wasm_bindgen::JsValue;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::embed::{self, Exercise};
use super::oracle_form::{self, OracleKind};
use super::setup::Setup;
use super::setup::SetupRef;
use super::share::{self, SharedSetup};

#[derive(Properties, PartialEq)]
pub struct ShareBarProps {
    pub setup: SetupRef,
    /// The setup came from a link with an oracle: nothing runs before the
    /// user trusts or discards it.
    pub pending: bool,
    /// What the page has to say about links (loaded, damaged, discarded).
    pub note: Option<AttrValue>,
    /// The last run's whole result, which can be shared instead of the
    /// input when a link would be too long.
    pub result: Option<Rc<Vec<u8>>>,
    pub on_confirm: Callback<()>,
    pub on_discard: Callback<()>,
}

/// Links longer than this are cut by many chat and mail programs.
pub const LONG_LINK: usize = 2000;

pub enum ShareMsg {
    Share,
    /// Share the setup with the last result as its input.
    ShareResult,
    /// A link that fixes the input and the oracle and starts in step mode.
    Exercise,
    /// An `<iframe>` snippet showing the setup.
    Embed,
    /// Whether the embed lets its visitors edit (a new snippet follows).
    EmbedEdit(bool),
    Made(Made, Result<String, String>),
    Copied(bool),
}

/// What a payload was made for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Made {
    Link,
    Exercise,
    Embed,
}

pub struct ShareBar {
    link: Option<String>,
    note: Option<String>,
    /// The link made is over [`LONG_LINK`] characters.
    long: bool,
    /// The embed's address, once made.
    embed: Option<String>,
    embed_edit: bool,
}

impl Component for ShareBar {
    type Message = ShareMsg;
    type Properties = ShareBarProps;

    fn create(ctx: &Context<Self>) -> Self {
        ShareBar {
            link: None,
            note: ctx.props().note.as_ref().map(|n| n.to_string()),
            long: false,
            embed: None,
            embed_edit: false,
        }
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &ShareBarProps) -> bool {
        if ctx.props().note != old.note {
            self.note = ctx.props().note.as_ref().map(|n| n.to_string());
        }
        true
    }

    fn update(&mut self, ctx: &Context<Self>, msg: ShareMsg) -> bool {
        match msg {
            ShareMsg::Share | ShareMsg::ShareResult => {
                let mut setup = (*ctx.props().setup).clone();
                if let (ShareMsg::ShareResult, Some(result)) = (&msg, &ctx.props().result) {
                    if setup.is_set() {
                        // A set's result is a set (its encoding).
                        setup.files = Some(result.to_vec());
                    } else {
                        setup.input = String::from_utf8_lossy(result).into_owned();
                    }
                }
                self.make(ctx, Made::Link, SharedSetup::new(setup));
            }
            ShareMsg::Exercise => {
                let setup = (*ctx.props().setup).clone();
                let mut shared = SharedSetup::new(setup);
                shared.exercise = Some(Exercise {
                    predict: super::predict::applies(&shared.setup.algorithm, &shared.setup.units),
                });
                self.make(ctx, Made::Exercise, shared);
            }
            ShareMsg::Embed => {
                let setup = (*ctx.props().setup).clone();
                self.make(ctx, Made::Embed, SharedSetup::new(setup));
            }
            ShareMsg::EmbedEdit(allow) => {
                self.embed_edit = allow;
                if self.embed.is_some() {
                    ctx.link().send_message(ShareMsg::Embed);
                }
            }
            ShareMsg::Made(Made::Embed, Ok(payload)) => {
                let page = web_sys::window()
                    .and_then(|w| w.location().href().ok())
                    .unwrap_or_default();
                self.embed = Some(embed::embed_url(&page, &payload, self.embed_edit));
                self.note = Some("embed made: paste the snippet into a page".to_string());
            }
            ShareMsg::Made(Made::Exercise, Ok(payload)) => {
                // Not put in this page's address: a reload here would make
                // the teacher's own page the fixed exercise.
                let page = web_sys::window()
                    .and_then(|w| w.location().href().ok())
                    .unwrap_or_default();
                let page = page.split('#').next().unwrap_or_default();
                let href = format!("{page}{}", share::hash_for(&payload));
                self.long = href.len() > LONG_LINK;
                self.link = Some(href.clone());
                self.note = Some("exercise link made".to_string());
                ctx.link()
                    .send_future(async move { ShareMsg::Copied(share::copy(&href).await) });
            }
            ShareMsg::Made(Made::Link, Ok(payload)) => {
                let hash = share::hash_for(&payload);
                let window = web_sys::window();
                if let Some(history) = window.as_ref().and_then(|w| w.history().ok()) {
                    // replaceState: no hashchange, so the form is not reloaded.
                    let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&hash));
                }
                let href = window
                    .and_then(|w| w.location().href().ok())
                    .unwrap_or(hash);
                self.note = Some(format!("link made ({} characters)", href.len()));
                self.long = href.len() > LONG_LINK;
                self.link = Some(href.clone());
                ctx.link()
                    .send_future(async move { ShareMsg::Copied(share::copy(&href).await) });
            }
            ShareMsg::Made(_, Err(e)) => self.note = Some(format!("cannot make the link: {e}")),
            ShareMsg::Copied(copied) => {
                let length = self.link.as_ref().map_or(0, String::len);
                self.note = Some(if copied {
                    format!("link copied to the clipboard ({length} characters)")
                } else {
                    format!("link made ({length} characters): copy it from the box")
                });
            }
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let props = ctx.props();
        let select_all =
            Callback::from(|e: FocusEvent| e.target_unchecked_into::<HtmlInputElement>().select());
        html! {
            <div class="share">
                <div class="row">
                    <button data-testid="share-button" onclick={ctx.link().callback(|_| ShareMsg::Share)}
                        title="Put the whole setup (input, language, algorithm, oracle, timeout) in a link">{ "Share" }</button>
                    if let Some(href) = &self.link {
                        <input class="share-link" data-testid="share-link" readonly=true aria-label="share link"
                            value={href.clone()} onfocus={select_all} />
                    }
                    <button data-testid="share-exercise" onclick={ctx.link().callback(|_| ShareMsg::Exercise)}
                        title="A link for students: the input and the oracle are fixed, and they step through the run (predicting each test, for ddmin over characters or lines)">{ "Exercise link" }</button>
                    <button data-testid="share-embed" onclick={ctx.link().callback(|_| ShareMsg::Embed)}
                        title="An <iframe> that shows this setup in another page (a course, a bug report)">{ "Embed" }</button>
                    <span class="muted" data-testid="share-note">{ self.note.clone().unwrap_or_default() }</span>
                </div>
                { self.embed_view(ctx) }
                { command_line(&props.setup) }
                if self.long {
                    <div class="warning" data-testid="share-long">
                        { format!("This link is over {LONG_LINK} characters: many chat and mail programs cut links that long. ") }
                        if let Some(result) = &props.result {
                            <button data-testid="share-result" onclick={ctx.link().callback(|_| ShareMsg::ShareResult)}>
                                { format!("Share with the reduced result ({} bytes) as the input instead", result.len()) }
                            </button>
                        } else {
                            { "Reduce first, then share the smaller result instead." }
                        }
                    </div>
                }
                if props.pending {
                    <div class="confirm" data-testid="share-confirm" role="alert">
                        <strong>{ "This setup came from a link. " }</strong>
                        { match props.setup.oracle_kind {
                            OracleKind::Javascript => "Its oracle is JavaScript code that will run in your browser. ",
                            OracleKind::Endpoint => "Its oracle sends every candidate to the endpoint shown below and runs the response predicate in your browser. ",
                            OracleKind::Python => "Its oracle is Python code that will run in your browser (Pyodide). ",
                            OracleKind::Typescript => "Its oracle runs the TypeScript compiler and a JavaScript predicate over its diagnostics in your browser. ",
                            OracleKind::Clang => "Its oracle runs clang and a JavaScript predicate over its output in your browser. ",
                        } }
                        { "Nothing has run. Read the oracle below, then:" }
                        <button data-testid="share-confirm-button" onclick={props.on_confirm.reform(|_| ())}>{ "Trust this oracle" }</button>
                        <button data-testid="share-discard-button" onclick={props.on_discard.reform(|_| ())}>{ "Discard the oracle" }</button>
                    </div>
                }
            </div>
        }
    }
}

impl ShareBar {
    /// Encodes `shared` in the background; [`ShareMsg::Made`] follows.
    fn make(&mut self, ctx: &Context<Self>, made: Made, shared: SharedSetup) {
        self.note = Some("making the link…".to_string());
        ctx.link()
            .send_future(async move { ShareMsg::Made(made, share::encode(&shared).await) });
    }

    /// The embed's snippet, its options and a preview of it.
    fn embed_view(&self, ctx: &Context<Self>) -> Html {
        let Some(url) = &self.embed else {
            return html! {};
        };
        let select_all = Callback::from(|e: FocusEvent| {
            e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .select()
        });
        let on_edit = ctx.link().callback(|e: Event| {
            ShareMsg::EmbedEdit(e.target_unchecked_into::<HtmlInputElement>().checked())
        });
        html! {
            <div class="embed-share">
                <label>
                    <input type="checkbox" data-testid="embed-allow-edit" checked={self.embed_edit} onchange={on_edit} />
                    { " visitors may edit the input and the oracle" }
                </label>
                <textarea class="embed-snippet" data-testid="embed-snippet" readonly=true rows="3"
                    aria-label="embed code" value={embed::snippet(url)} onfocus={select_all} />
                <details class="embed-preview" open=true>
                    <summary>{ "Preview" }</summary>
                    <iframe data-testid="embed-preview" src={url.clone()} title="preview of the embed"
                        width="480" height="360" loading="lazy" />
                </details>
            </div>
        }
    }
}

/// The native command that runs the same toolchain oracle, or why there is
/// none (`whittle reduce`'s presets; nothing for JavaScript and endpoints).
fn command_line(setup: &Setup) -> Html {
    let file = setup.file_name.as_deref().unwrap_or("");
    let tool = if setup.oracle_kind == OracleKind::Clang {
        &setup.clang
    } else {
        &setup.typescript
    };
    match oracle_form::command_line(setup.oracle_kind, file, tool) {
        Some(Ok(line)) => html! {
            <div class="row muted" data-testid="share-command">{ "On the command line: " }<code>{ line }</code></div>
        },
        Some(Err(why)) => html! {
            <div class="row muted" data-testid="share-command">{ why }</div>
        },
        None => html! {},
    }
}
