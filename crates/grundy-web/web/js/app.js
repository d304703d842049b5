// The page: one section per area, chosen by the address's #fragment; each area's module
// builds its section the first time it is shown (`mount(section)`).

const areas = {
  board: () => import("./board.js"),
  stones: () => import("./stones.js"),
  geography: () => import("./geography.js"),
  games: () => import("./games.js"),
  octal: () => import("./octal.js"),
};
const mounted = new Set();

async function show() {
  const name = location.hash.slice(1).split("/")[0] || "board";
  const area = areas[name] ? name : "board";
  for (const section of document.querySelectorAll("main > section")) section.hidden = section.dataset.area !== area;
  for (const link of document.querySelectorAll("nav a")) {
    if (link.dataset.area === area) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  if (!mounted.has(area)) {
    mounted.add(area);
    const module = await areas[area]();
    await module.mount(document.getElementById(`area-${area}`));
  }
}

addEventListener("hashchange", show);
// Projector mode: larger type everywhere (the root's font size) and stronger lines; the
// choice is remembered on this browser.
const projector = document.getElementById("projector");
function setProjector(on) {
  document.documentElement.classList.toggle("projector", on);
  document.body.classList.toggle("projector", on);
  projector.checked = on;
  try { localStorage.setItem("grundy.projector", on ? "1" : ""); } catch { /* private mode */ }
}
projector.addEventListener("change", (e) => setProjector(e.target.checked));
try { setProjector(localStorage.getItem("grundy.projector") === "1"); } catch { /* private mode */ }
show();
