// Pyodide for PyScript, from a memory snapshot on a repeat visit. pyscript.json's "interpreter"
// names this module: PyScript 0.7.31 imports it and calls loadPyodide({stdout, stderr, indexURL,
// packages}) (and reads `version`); its config has no way to pass Pyodide's _loadSnapshot or
// _makeSnapshot, so they go in here and PyScript stays the page's runtime. The snapshot is not made
// through PyScript: its interpreter holds PyScript's JS objects, which a snapshot cannot carry, and
// _makeSnapshot wraps every `js` object in a recording Proxy for the rest of that page's life.
//
// The snapshot is an interpreter that has imported the whole wheel (lazy bundles too) and nothing of
// the page: no `js` object is touched before it is taken. It is made in a worker once the page is up
// and idle (the page's own interpreter is never slowed for it), kept in Cache Storage under a key
// build.py writes (Pyodide version, wheel sha256, bundles, this file), and a restore that fails in
// any way boots normally and replaces it. window.paijuBoot says what happened.
//
// What a restore redoes, and what it cannot: `random`'s state is reseeded (RESTORE; seeds for games
// come from os.urandom, read fresh). PyScript's set-up and main.py run after the restore as after a
// normal boot: every `js` proxy, the canvas, localStorage, window.paiju are made anew. The snapshot is
// memory, not files: no wheel is installed; RESTORE writes its data files back from the snapshot's
// memory, and main.py has the wheel's sources (for tracebacks) and the bundles' unpacked after the
// start; os.environ, the home folder and the clocks are set up anew by Pyodide. Python's hash
// secret cannot be redone (every dict built at import depends on it): each browser makes its own
// snapshot, so the secret differs between browsers but stays the same across one browser's visits
// until the next build.
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

// build.py writes the key (Pyodide version, wheel sha256, bundles, this file), the wheel's URL and
// the lazy bundles ({url: module names}, pygame_core/ui/lazy.py).
const BUILT = /*BOOT*/{ key: "dev", packages: null, lazy: {} }/*END*/;
const KEY = BUILT.key;
const INDEX = new URL("./vendor/pyodide/", import.meta.url).href;
const CACHE = "pyodide-snapshot";
const SNAPSHOT_DELAY_MS = 1500; // not "paiju-…": sw.js deletes those it does not own
const URL_OF = (key) => new URL(`./__snapshot__/${key}`, import.meta.url).href; // never fetched
// Imported into the snapshot: every module of the wheel but the command line, so a repeat visit
// compiles nothing (a game's modules load when its first table opens otherwise).
// The lazy bundles are unpacked first (the worker wrote them to /tmp/lazy-*.zip). Then:
// - the wheel's files other than sources (data, its dist-info) are kept in memory, for RESTORE to
//   write back: a restore installs no wheel (Pyodide would fetch and unzip it again, 50-100 ms). The
//   sources are not kept: a heap past Pyodide's first 30 MiB makes a bigger snapshot to read and copy;
// - PyScript's own Python files (the page sent them: PyScript writes and imports them before
//   main.py on every visit) are compiled ahead; the import system takes these code objects for a
//   file whose bytes are the same (any other file, or another PyScript, compiles as usual);
// - so are the long sources the page ran through runPython(Async) (RECORD_RUNS: PyScript's set-up,
//   33 KB that writes and imports its files, and main.py: 40-100 ms to parse and compile on each
//   visit); Pyodide's compile step takes the code object for the same source and arguments;
// - the standard-library modules those files import are imported (html and html.entities, from
//   pyscript.display: compiled from the stdlib zip's sources otherwise, 30-50 ms before main.py);
// - every object so far is moved out of the collector's sight (gc.freeze): a collection in the
//   restored page never walks the imported modules.
const IMPORT_ALL = `
def _snapshot(precompile):
    import ast, gc, glob, importlib, json, pathlib, pkgutil, sys, types, zipfile, pygame_core
    from importlib import _bootstrap_external as external
    from _pyodide import _base
    precompile = json.loads(precompile)
    site = pathlib.Path(pygame_core.__file__).parents[1]
    for z in sorted(glob.glob("/tmp/lazy-*.zip")):
        zipfile.ZipFile(z).extractall(site)
    importlib.invalidate_caches()
    for m in pkgutil.walk_packages(pygame_core.__path__, "pygame_core."):
        if not m.name.rsplit(".", 1)[-1].startswith("__"):
            importlib.import_module(m.name)
    keep = types.ModuleType("_paiju_snapshot")
    keep.files = {str(p): p.read_bytes() for top in [site / "pygame_core", *site.glob("pygame_core-*.dist-info")]
                  for p in sorted(top.rglob("*")) if p.is_file() and p.suffix not in (".py", ".pyc")}
    keep.codes = {path: (text.encode(), compile(text.encode(), path, "exec", dont_inherit=True))
                  for path, text in precompile["files"].items()}
    keep.stdlib = []
    for text in precompile["files"].values():
        for node in ast.walk(ast.parse(text)):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else [])
            for name in names:
                if name.split(".")[0] in sys.stdlib_module_names and name not in sys.modules:
                    try:
                        importlib.import_module(name)
                        keep.stdlib.append(name)
                    except Exception:  # not importable here: PyScript imports it itself, as before
                        pass
    keep.served = []
    plain = external.SourceLoader.source_to_code
    def source_to_code(self, data, path, *, _optimize=-1):
        hit = keep.codes.get(path)
        if hit is not None and _optimize == -1 and bytes(data) == hit[0]:
            keep.served.append(path)
            return hit[1]
        return plain(self, data, path, _optimize=_optimize)
    external.SourceLoader.source_to_code = source_to_code
    parse_and_compile = _base._parse_and_compile_gen
    keep.runs = {}
    for source, kw in precompile["runs"]:
        gen = parse_and_compile(source, **kw)
        try:
            gen.send(next(gen))
        except StopIteration as done:
            keep.runs[source, json.dumps(kw, sort_keys=True)] = done.value
        except SyntaxError:  # the page's run failed the same way: compiled as usual, and fails as usual
            pass
    keep.ran = []
    def run_code(source, /, **kw):
        code = keep.runs.get((source, json.dumps(kw, sort_keys=True)))
        if code is None:
            return (yield from parse_and_compile(source, **kw))
        tree = ast.Module(body=[], type_ignores=[])
        if (yield tree) is not tree:  # the caller changed the tree: compile that, as Pyodide would
            gen = parse_and_compile(source, **kw)
            next(gen)
            return (yield from gen)
        keep.ran.append(source[:40])
        return code
    _base._parse_and_compile_gen = run_code
    sys.modules[keep.__name__] = keep
    gc.collect()
    gc.freeze()
_snapshot(PRECOMPILE)
del _snapshot, PRECOMPILE
`;
// After a restore: `random`'s state is the snapshot's (every visit would replay it): reseeded. The
// wheel's data files come back from memory.
const RESTORE = `
def _restore():
    import os, random, sys
    random.seed()
    keep = sys.modules["_paiju_snapshot"]
    for path, data in keep.files.items():
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
    keep.files = {}
_restore()
del _restore
`;
// After a normal boot: the long sources the page runs (PyScript's set-up, main.py) are noted, with
// Pyodide's compile arguments, for the snapshot to compile ahead (IMPORT_ALL).
const RECORD_RUNS = `
def _record():
    import json, sys, types
    from _pyodide import _base
    runs = types.ModuleType("_paiju_runs")
    runs.seen = []
    parse_and_compile = _base._parse_and_compile_gen
    def record(source, /, **kw):
        if len(source) >= 1000 and len(runs.seen) < 16:
            runs.seen.append([source, kw])
        return (yield from parse_and_compile(source, **kw))
    _base._parse_and_compile_gen = record
    sys.modules[runs.__name__] = runs
_record()
del _record
`;
// A .pyc written in the page's memory file system is never read again (a visit starts from the
// wheel or the snapshot): marshalling and writing one per imported module is time lost.
const NO_PYC = "import sys\nsys.dont_write_bytecode = True";

class Damaged extends Error {}

// Pyodide 314.0.7 restores a snapshot into the memory its WebAssembly module starts with (480 pages,
// 30 MiB): its INITIAL_MEMORY setting is ignored, the module exports its own memory. A snapshot of
// an interpreter whose heap grew past that would fail to restore on every visit (ours fills the 30
// MiB: keeping the wheel's sources in it made 36 MiB, RangeError "offset is out of bounds"). So
// Pyodide gets its module factory from here (its createPyodideModule option), and the memory is
// grown to the snapshot's size as the module is instantiated. The factory is loaded from the start
// (index.html preloads it), while Pyodide fetches the rest, as a classic script (build.py makes
// pyodide.asm.js of pyodide.asm.mjs; it defines _createPyodideModule): Chromium keeps the compiled
// code of a classic script the service worker stored, never of a module script (parsed again and
// its functions compiled on the main thread on every visit). A script that fails to load fails the
// restore (a normal boot imports the module).
//
// The module is made while the snapshot is still being read (the main thread is idle through most of
// the read: compiling the WebAssembly from Chromium's code cache and instantiating it fit in there):
// Pyodide is handed a stand-in header at once, the memory grows to the heap size noted when the
// snapshot was stored (HEAP; unknown: instantiation waits for the read), and the factory returns once
// both are done. A heap bigger than the memory grown is refused (a failed restore: boot normally).
//
// The snapshot is stored without its pages of zeros (pack, below): Pyodide is handed only its
// header (its own restore then copies no heap), and the factory writes the heap's stored ranges
// straight into the module's memory just before Pyodide's restore runs (one copy of 20 MB, not a
// read of 31 MB, an expanded copy and Pyodide's copy of that).
function growingFactory(snapshot, heap) {
  const asm = new Promise((loaded, failed) => {
    const script = Object.assign(document.createElement("script"), { src: new URL("pyodide.asm.js", INDEX).href });
    script.onload = () => (typeof globalThis._createPyodideModule === "function" ? loaded(globalThis._createPyodideModule)
      : failed(new Error("pyodide.asm.js defined no _createPyodideModule")));
    script.onerror = () => failed(new Error("pyodide.asm.js did not load"));
    document.head.appendChild(script);
  });
  asm.catch(() => {}); // a failure is thrown where the factory awaits it
  return async (settings) => {
    const create = await asm;
    mark("module");
    let memory = null;
    let failed = null;
    const failure = new Promise((_, reject) => { failed = reject; });
    const instantiate = settings.instantiateWasm;
    settings.instantiateWasm = (imports, receive) => instantiate(imports, (instance, module) => {
      mark("wasm");
      memory = instance.exports.memory;
      Promise.resolve(heap || snapshot.then((snap) => snap.heapBytes)).then((bytes) => {
        const short = bytes - memory.buffer.byteLength;
        if (short > 0) memory.grow(Math.ceil(short / 65536));
        receive(instance, module);
      }).catch(failed);
    });
    const [made, snap] = await Promise.race([Promise.all([create(settings), snapshot]), failure]);
    const api = settings.API;
    const restore = api && api.restoreSnapshot;
    if (!memory || typeof restore !== "function") throw new Error("this Pyodide restores no snapshot here");
    if (snap.heapBytes > memory.buffer.byteLength) throw new Damaged(`damaged (a heap of ${snap.heapBytes} bytes, ${heap} noted)`);
    api.restoreSnapshot = () => {
      snap.write(new Uint8Array(memory.buffer));
      return restore(snap.header);
    };
    return made;
  };
}

// The stored form of a snapshot, 32-bit words: MAGIC, the snapshot's length, the number of ranges,
// each range's [start, end) in the snapshot (zero pages left out), then the ranges' bytes in order.
// Pyodide's snapshot is its header (32-bit word 1: the header's length) then the heap from address
// 0. Anything else is refused (a failed restore: boot normally, replace).
const MAGIC = 0x50414a31; // "PAJ1"
const PAGE = 4096;

function pack(full) {
  if (full.byteOffset % 4) full = full.slice(); // Uint32Array needs an aligned view
  const words = new Uint32Array(full.buffer, full.byteOffset, full.length >> 2);
  const ranges = [];
  let start = -1;
  for (let p = 0; p < full.length; p += PAGE) {
    const end = Math.min(p + PAGE, full.length);
    let zero = end % 4 === 0 && p > 0; // the header's page and a ragged last page are kept whole
    for (let i = p >> 2; zero && i < end >> 2; i++) zero = words[i] === 0;
    if (!zero && start < 0) start = p;
    if (zero && start >= 0) { ranges.push([start, p]); start = -1; }
  }
  if (start >= 0) ranges.push([start, full.length]);
  const head = 4 * (3 + 2 * ranges.length);
  const out = new Uint8Array(head + ranges.reduce((n, [a, b]) => n + b - a, 0));
  new Uint32Array(out.buffer, 0, head / 4).set([MAGIC, full.length, ranges.length, ...ranges.flat()]);
  let at = head;
  for (const [a, b] of ranges) { out.set(full.subarray(a, b), at); at += b - a; }
  return out;
}

// {header: Pyodide's header (to a 4-byte boundary, as its restore reads words), heapBytes, write(heap):
// the heap's bytes into the module's memory, zeros where pages were left out}
function unpack(buf) {
  const refuse = (why) => { throw new Error(`not a stored snapshot (${why})`); };
  if (buf.byteLength < 20) refuse("too short");
  const [magic, length, count] = new Uint32Array(buf, 0, 3);
  if (magic !== MAGIC) refuse("magic");
  const head = 4 * (3 + 2 * count);
  if (head + 8 > buf.byteLength) refuse("table");
  const table = new Uint32Array(buf, 12, 2 * count);
  const ranges = [];
  let at = head;
  for (let i = 0; i < count; i++) {
    const [a, b] = [table[2 * i], table[2 * i + 1]];
    if (b < a || b > length || at + b - a > buf.byteLength || (i && a < table[2 * i - 1])) refuse("range");
    ranges.push([a, b, at]);
    at += b - a;
  }
  if (at !== buf.byteLength || !count || ranges[0][0] !== 0) refuse("length");
  const start = new Uint32Array(buf, head, 2)[1]; // where the heap begins in the snapshot
  const skip = Math.min(length, (start + 3) & ~3); // the header, to a word boundary: Pyodide copies the rest
  if (start > length || ranges[0][1] < skip) refuse("header");
  const header = new Uint8Array(buf, head, skip);
  const write = (heap) => {
    let done = skip; // snapshot offset written up to; heap address = offset - start
    for (const [a, b, from] of ranges) {
      const lo = Math.max(a, skip);
      if (lo >= b) continue;
      if (lo > done) heap.fill(0, done - start, lo - start);
      heap.set(new Uint8Array(buf, from + lo - a, b - lo), lo - start);
      done = b;
    }
    if (length > done) heap.fill(0, done - start, length - start);
  };
  return { header, heapBytes: length - start, write };
}

// localStorage remembers the key of the snapshot this browser stored: a browser that has stored none
// (a first visit) or another build's skips Cache Storage, whose first open in a new profile takes
// 0.2-0.3 s before Pyodide could start. A snapshot lost since (evicted, damaged) is found out below.
const STORED = "paiju.snapshot";
const storedKey = () => { try { return localStorage.getItem(STORED); } catch (e) { return undefined; } };
// and the size of its heap (growingFactory), as "<key> <bytes>"
const HEAP = "paiju.snapshot.heap";
const storedHeap = () => {
  try {
    const [key, bytes] = (localStorage.getItem(HEAP) || "").split(" ");
    return key === KEY && Number(bytes) > 0 ? Number(bytes) : 0;
  } catch (e) { return 0; }
};

// The stored snapshot's bytes as a promise Pyodide awaits itself (the read overlaps its own start:
// loading pyodide.asm.js, downloading the WebAssembly), or why there is none. Where localStorage
// names this build's snapshot, Pyodide starts before Cache Storage has answered (its open and look-up
// took 50-100 ms of a repeat visit's start); one not found after all fails the restore, saying why,
// and the page boots normally.
function findSnapshot() {
  if (!globalThis.caches) return { reason: "no Cache Storage in this context" };
  const stored = storedKey();
  if (stored === null) return { reason: "none stored" };
  if (stored !== undefined && stored !== KEY) return { reason: "another Pyodide or wheel" };
  // index.html started the look-up and the read as the page began ({want, bytes} or none)
  const early = globalThis.__paijuSnapshot;
  const lookup = early && early.key === KEY ? early.found : readSnapshot();
  const bytes = lookup.then(async (found) => {
    mark("found");
    if (!found) {
      const cache = await caches.open(CACHE);
      throw new Damaged((await cache.keys()).length ? "another Pyodide or wheel" : "none stored");
    }
    const buf = await found.bytes;
    mark("read");
    if (buf.byteLength !== found.want) throw new Damaged(`damaged (${buf.byteLength} of ${found.want} bytes)`);
    return unpack(buf);
  }, (e) => { throw new Damaged(`unreadable: ${e}`); });
  bytes.catch(() => {}); // a failure is handled where Pyodide awaits it
  return { bytes };
}

async function readSnapshot() {
  const hit = await (await caches.open(CACHE)).match(URL_OF(KEY));
  return hit && { want: Number(hit.headers.get("x-snapshot-bytes")), bytes: hit.arrayBuffer() };
}

async function dropSnapshots() {
  if (globalThis.caches) await caches.delete(CACHE);
}

async function storeSnapshot(bytes) {
  await dropSnapshots(); // one snapshot at most: an old key's is dead weight
  const cache = await caches.open(CACHE);
  await cache.put(URL_OF(KEY), new Response(bytes, {
    headers: { "content-type": "application/octet-stream", "x-snapshot-bytes": String(bytes.length) } }));
}

// The wheel (pure Python) is written into site-packages from JS, not installed by Pyodide's
// loadPackage: that imports its installer's extras (importlib.metadata, email, tarfile: compiled from
// the stdlib's sources), writes metadata and reads the wheel again, 100-200 ms after Python is up on
// a first visit, and leaves a record the snapshot must not carry (Pyodide refuses to restore into a
// page whose loadedPackages differ). It comes as build.py's start archive (one gzip stream of all its
// files: smaller than a zip, and no zipfile to import), fetched and unpacked from the start, while
// Pyodide boots. A server that already took the gzip off (Content-Encoding) hands the plain archive.
const ARCHIVE_MAGIC = 0x5041_4a57; // "PAJW", big-endian
async function unpackArchive(resp) {
  let buf = await resp.arrayBuffer();
  const bytes = new Uint8Array(buf);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    buf = await new Response(new Blob([buf]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  }
  const view = new DataView(buf);
  if (buf.byteLength < 8 || view.getUint32(0) !== ARCHIVE_MAGIC) throw new Error(`${resp.url}: not a start archive`);
  const n = view.getUint32(4, true);
  let at = 8 + n;
  const files = JSON.parse(new TextDecoder().decode(new Uint8Array(buf, 8, n))).map(([path, size]) => {
    at += size;
    return [path, new Uint8Array(buf, at - size, size)];
  });
  if (at !== buf.byteLength) throw new Error(`${resp.url}: a damaged start archive`);
  return files;
}
const fetchArchives = (urls) => (urls || []).map((url) => {
  const files = fetch(url).then((resp) => {
    if (!resp.ok) throw new Error(`${url}: HTTP ${resp.status}`);
    return unpackArchive(resp);
  });
  files.catch(() => {}); // a failure is thrown where install awaits it
  return files;
});
async function write(FS, site, archives) {
  for (const archive of archives) {
    for (const [path, bytes] of await archive) {
      const to = `${site}/${path}`;
      FS.mkdirTree(to.slice(0, to.lastIndexOf("/")));
      FS.writeFile(to, bytes);
    }
  }
}
async function install(py, archives) {
  await write(py.FS, py.runPython("import site\nsite.getsitepackages()[0]"), archives);
  py.runPython("import importlib\nimportlib.invalidate_caches()");
}

// In the worker: boot with _makeSnapshot, import the wheel, snapshot, store.
async function makeSnapshot(packages, lazy, precompile) {
  const t0 = performance.now();
  const wheels = fetchArchives(packages);
  const py = await load({ indexURL: INDEX, packages: [], _makeSnapshot: true });
  await install(py, wheels);
  let i = 0;
  for (const url of lazy) {
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(`${url}: HTTP ${resp.status}`);
    py.FS.writeFile(`/tmp/lazy-${i++}.zip`, new Uint8Array(await resp.arrayBuffer()));
  }
  py.globals.set("PRECOMPILE", precompile);
  py.runPython(IMPORT_ALL);
  const bytes = py.makeMemorySnapshot();
  const packed = pack(bytes);
  await storeSnapshot(packed);
  return { bytes: bytes.length, stored: packed.length, heap: unpack(packed.buffer).heapBytes,
           ms: Math.round(performance.now() - t0) };
}

// The loading screen's stage (index.html), when there is one.
const stage = (name) => { if (globalThis.__paijuLoad) globalThis.__paijuLoad.setStage(name); };

const inWorker = typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope;
if (inWorker) {
  globalThis.onmessage = async ({ data }) => {
    try {
      postMessage({ ok: true, ...(await makeSnapshot(data.packages, data.lazy, data.precompile)) });
    } catch (e) {
      postMessage({ ok: false, error: String(e && e.stack || e) });
    }
  };
}

// What happened, for main.py, the tests and the bench; `lazy` with absolute URLs.
const status = inWorker ? null : (globalThis.paijuBoot = {
  key: KEY, mode: "", reason: "", at: {}, // at: page-clock ms of each step (main.py adds its own)
  lazy: Object.fromEntries(Object.entries(BUILT.lazy || {}).map(([u, m]) => [new URL(u, import.meta.url).href, m])),
});

function pageReady() {
  return new Promise((resolve) => {
    const done = () => document.body && document.body.dataset.ready === "1";
    if (done()) return resolve();
    const watch = new MutationObserver(() => { if (done()) { watch.disconnect(); resolve(); } });
    watch.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
  });
}

// What the snapshot compiles ahead, as this page has it (JSON): PyScript's own Python files
// ({path: source}) and the long sources run so far ([source, Pyodide's compile arguments]).
const PRECOMPILE = `
import json, pathlib, sys
json.dumps({"files": {str(p.resolve()): p.read_text("utf-8") for p in sorted(pathlib.Path("pyscript").rglob("*.py"))},
            "runs": sys.modules["_paiju_runs"].seen if "_paiju_runs" in sys.modules else []})
`;

// After a normal boot: once the page is ready, a worker makes and stores the snapshot.
function scheduleSnapshot(py, packages) {
  if (!globalThis.caches || !globalThis.Worker) return Promise.resolve({ ok: false, error: "not supported here" });
  // A moment after the start screen, when the page is idle: the first taps come first.
  const idle = () => new Promise((r) => setTimeout(() => (globalThis.requestIdleCallback || setTimeout)(r), SNAPSHOT_DELAY_MS));
  return pageReady().then(idle).then(() => new Promise((resolve) => {
    const worker = new Worker(import.meta.url, { type: "module" });
    worker.onmessage = ({ data }) => { worker.terminate(); resolve(data); };
    worker.onerror = (e) => { worker.terminate(); resolve({ ok: false, error: String(e.message || e) }); };
    let precompile = '{"files": {}, "runs": []}';
    try { precompile = py.runPython(PRECOMPILE); } catch (e) { console.warn("paiju: PyScript's files unread", e); }
    worker.postMessage({ packages, lazy: Object.keys(status.lazy), precompile });
  })).then((r) => {
    if (r.ok) try {
      localStorage.setItem(STORED, KEY);
      localStorage.setItem(HEAP, `${KEY} ${r.heap}`);
    } catch (e) { /* the next visit opens Cache Storage to see */ }
    return r;
  });
}

// Page-clock ms of each start-up step, in paijuBoot.at (the bench prints them).
const mark = (step) => { if (status) status.at[step] = Math.round(performance.now()); };

async function boot(options) {
  const config = { ...options, indexURL: INDEX };
  mark("boot");
  let got = { reason: "" };
  try {
    got = findSnapshot();
  } catch (e) {
    got = { reason: `unreadable: ${e}` };
  }
  if (got.bytes) {
    stage("restore");
    try {
      // a stand-in header: Pyodide awaits it before making the module; the factory restores the real one
      const py = await load({ ...config, packages: [], _loadSnapshot: new Uint8Array(8),
                              createPyodideModule: growingFactory(got.bytes, storedHeap()) });
      py.runPython(RESTORE);
      py.runPython(NO_PYC);
      status.mode = "snapshot";
      // the wheel's sources (tracebacks show them), which the snapshot leaves out: main.py unpacks
      // them once the start screen is up
      status.unpack = async () => {
        await install(py, fetchArchives(config.packages));
        delete status.unpack;
      };
      mark("python");
      status.saved = Promise.resolve({ ok: true, kept: true });
      stage("game");
      return py;
    } catch (e) { // any failure to restore: boot as if there were none, and replace it
      got = { reason: e instanceof Damaged ? e.message : `restore failed: ${e && e.message || e}` };
      console.warn("paiju: the Pyodide snapshot did not restore; booting normally", e);
    }
  }
  status.mode = "boot";
  status.reason = got.reason;
  stage("boot");
  // The wheel's files are written while Pyodide sets up its file system (its fsInit hook), before
  // Python starts: not after Python is up, when the archive's unpacking had waited behind Python's
  // start-up (one long task) and the import system's caches had to be dropped.
  const wheels = fetchArchives(config.packages);
  const py = await load({ ...config, packages: [], fsInit: (FS, { sitePackages }) => write(FS, sitePackages, wheels) });
  mark("up");
  py.runPython(NO_PYC);
  py.runPython(RECORD_RUNS);
  mark("python");
  stage("game");
  status.saved = scheduleSnapshot(py, config.packages || []).then((r) => {
    if (!r.ok) console.warn("paiju: no Pyodide snapshot made:", r.error);
    return r;
  });
  return py;
}

// index.html loads this module first, so the interpreter boots while PyScript's own modules load
// (PyScript asks for it only after its bundle, its config and its plugins: 0.5-0.8 s later). Its
// output goes wherever PyScript's options say, once they arrive.
const io = { stdout: (s) => console.log(s), stderr: (s) => console.warn(s) };
const absolute = (list) => (list || []).map((u) => new URL(u, document.baseURI).href);
const early = inWorker || !BUILT.packages ? null : {
  packages: absolute(BUILT.packages),
  promise: boot({ packages: absolute(BUILT.packages), stdout: (s) => io.stdout(s), stderr: (s) => io.stderr(s) }),
};

// pyscript.json names no packages (the wheel is built in here): PyScript then skips its package graph.
export async function loadPyodide(options = {}) {
  const asked = absolute(options.packages);
  const same = early && (!asked.length || JSON.stringify(asked) === JSON.stringify(early.packages));
  if (!same) return boot(options); // another config than the one built in: boot as asked
  if (options.stdout) io.stdout = options.stdout;
  if (options.stderr) io.stderr = options.stderr;
  return early.promise;
}
