// The octal area (being built).
import { h } from "./ui.js";

export function mount(section) {
  section.append(h("h2", {}, "octal"), h("p", { class: "lead" }, "This area is being built."));
}
