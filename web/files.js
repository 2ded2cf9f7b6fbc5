// Files for Python (pygame_core/ui/browser.py): save a text as a download, and let the player pick
// a text file. Called from a tap, so the browser sees the user's gesture. Decides nothing.

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type: type || "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// onText(name, text) with the file's text; onError(message) when it cannot be read.
function pick(accept, onText, onError) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = accept || "";
  input.style.display = "none";
  input.addEventListener("change", () => {
    const f = input.files && input.files[0];
    input.remove();
    if (!f) return;
    if (f.size > 8 * 1024 * 1024) { onError("the file is larger than 8 MB"); return; }
    f.text().then((t) => onText(f.name, t), (e) => onError(String(e)));
  });
  document.body.appendChild(input);
  input.click();
}

window.paijuFiles = { download, pick };
