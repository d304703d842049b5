// The stone game (NOI 2011 "bunny and egg"): play it against the engine, or step through
// a game record with every mistake marked. Two tabs share the section; each is its own
// module (stones-play.js, stones-replay.js) and draws with stones-board.js. Everything
// the game decides (legal moves, whose turn, the verdicts, the engine's move, what a
// record means) comes from the server.
import { h } from "./ui.js";
import { Play } from "./stones-play.js";
import { Replay } from "./stones-replay.js";

// The bundled examples, served from the repository's examples/ folder.
const BOARDS = [
  { file: "stones.txt", title: "6 × 6 example" },
  { file: "noi2011_bunny_sample2.in", title: "3 × 3 (NOI 2011 sample 2)", record: true },
  { file: "noi2011_bunny.in", title: "4 × 4 (NOI 2011 sample 3)", record: true },
  { file: "noi2011_bunny_sample1.in", title: "1 × 6 (NOI 2011 sample 1)", record: true },
];
const RECORDS = [
  { file: "stones_game.in", title: "6 × 6 game, three mistakes" },
  { file: "noi2011_bunny.in", title: "NOI 2011 sample 3 (4 × 4)" },
  { file: "noi2011_bunny_sample1.in", title: "NOI 2011 sample 1 (1 × 6)" },
  { file: "noi2011_bunny_sample2.in", title: "NOI 2011 sample 2 (3 × 3, no mistakes)" },
];

// The area's own styles (the palette's colours come from style.css).
const STYLE = `
#area-stones [hidden] { display: none !important; }
#area-stones .log { padding-left: 2.3rem; }
#area-stones .tabs { display: flex; gap: 0.3rem; margin: 0 0 0.7rem; border-bottom: 1px solid var(--line); }
#area-stones .tab { border-radius: 0.4rem 0.4rem 0 0; border-bottom: none; margin-bottom: -1px; background: var(--panel); }
#area-stones .tab[aria-selected="true"] { background: #fff; border-color: var(--line); border-bottom: 1px solid #fff; font-weight: 600; }
#area-stones .stones-text { width: 100%; max-width: 40rem; font-size: 0.95rem; }
#area-stones .stones-textbox { margin-top: 0.6rem; }
#area-stones .stones-textbox summary { cursor: pointer; color: var(--muted); }
#area-stones .stones-moves { display: flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; margin: 0.3rem 0; }
#area-stones .small { font-size: 0.85rem; }
#area-stones .legend .ring::before { content: ""; display: inline-block; width: 0.8em; height: 0.8em; border: 3px solid var(--accent); border-radius: 50%; margin-right: 0.35em; vertical-align: -0.15em; }
#area-stones .legend [class^="arrow-"]::before { content: ""; display: inline-block; width: 1.6em; height: 0; margin-right: 0.35em; vertical-align: 0.25em; }
#area-stones .legend .arrow-win::before { border-top: 4px solid #1f5f99; }
#area-stones .legend .arrow-played::before { border-top: 3px solid var(--ink); }
#area-stones .legend .arrow-last::before { border-top: 2px solid #777777; }
#area-stones .legend .arrow-mistake::before { border-top: 3px dashed #c25e00; }
#area-stones .stones-halfmoves { max-height: 22rem; }
#area-stones .stones-halfmoves li.current { background: #fff; outline: 2px solid var(--accent); border-radius: 0.2rem; }
#area-stones .stones-halfmoves li.mistake button { color: var(--bad); font-weight: 600; }
#area-stones button.link { border: none; background: none; padding: 0.1rem 0.2rem; text-align: left; color: inherit; font-size: inherit; }
#area-stones button.link:hover { text-decoration: underline; }
#area-stones .stones-mistake { border-left: 4px solid var(--lose); padding-left: 0.5rem; }
#area-stones .stones-detail p { margin: 0.3rem 0; }
#area-stones .stones-setup { background: var(--panel); border: 1px solid var(--line); border-radius: 0.4rem; padding: 0.4rem 0.6rem; }
`;

export async function mount(section) {
  section.dataset.state = "busy";
  document.head.append(h("style", {}, STYLE));
  const play = new Play(section, { examples: BOARDS });
  const replay = new Replay(section, {
    records: RECORDS,
    onPlay: (board, moves, player) => {
      show("play");
      play.newGame(board, moves, player);
    },
  });
  const tab = (mode, label) =>
    h("button", { role: "tab", class: "tab", "data-testid": `stones-mode-${mode}`, onclick: () => show(mode) }, label);
  const tabs = { play: tab("play", "Play against the engine"), replay: tab("replay", "Replay a game record") };
  let mode = "play";
  let replayStarted = false;

  function show(next) {
    mode = next;
    section.dataset.mode = next;
    play.element.hidden = next !== "play";
    replay.element.hidden = next !== "replay";
    for (const [name, button] of Object.entries(tabs)) button.setAttribute("aria-selected", String(name === next));
    if (next === "replay" && !replayStarted) {
      replayStarted = true;
      replay.start();
    } else if (next === "play" && play.doc) {
      section.dataset.doc = JSON.stringify(play.doc);
    } else if (next === "replay" && replay.positions.has(replay.step)) {
      section.dataset.doc = JSON.stringify(replay.positions.get(replay.step));
    }
  }

  section.append(
    h("h2", {}, "The stone game (NOI 2011)"),
    h("p", { class: "lead" },
      "Every cell holds a stone except one empty cell. Tutu moves first: she slides one of her white stones ○ next to the empty cell into it. ",
      "Then Dandan slides one of his black stones ● the same way, and so on. Whoever cannot move loses. ",
      "The empty cell is blue when the player to move can force a win, orange when not."),
    h("div", { class: "tabs", role: "tablist" }, tabs.play, tabs.replay),
    play.element,
    replay.element,
  );

  document.addEventListener("keydown", (e) => {
    if (section.hidden || e.altKey || e.ctrlKey || e.metaKey) return;
    // Text fields keep their keys; arrows on a focused radio button or checkbox play.
    if (e.target.closest?.("textarea, select, input[type=text], input[type=number]")) return;
    const handled = mode === "play" ? play.key(e) : replay.key(e);
    if (handled) e.preventDefault();
  });

  show("play");
  await play.start();
}
