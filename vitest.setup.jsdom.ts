import { afterEach, vi } from 'vitest';
import { File as NodeFile } from 'node:buffer';

// jsdom's File is global while fetch, Request and Response are Node's. Since Node 24, Node's multipart parser builds
// each part with the global File and then brand-checks it against its own, so `request.formData()` (the fake backend
// reads uploads that way) throws under jsdom. Parse with Node's File in place, as a browser parses with its own.
// (vitest-dev/vitest#9135; Vitest already converts jsdom FormData when a Request is built.)
const jsdomFile = globalThis.File;
// Vitest's global Request subclasses Node's; clones are Node's own class, so patch where formData is defined.
const ownerOfFormData = (prototype: object): Request | Response =>
  (Object.hasOwn(prototype, 'formData') ? prototype : ownerOfFormData(Object.getPrototypeOf(prototype) as object)) as
    Request | Response;
for (const prototype of [ownerOfFormData(Request.prototype), ownerOfFormData(Response.prototype)]) {
  const parse = prototype.formData;
  prototype.formData = async function formDataWithNodeFile(this: Request | Response) {
    globalThis.File = NodeFile as unknown as typeof File;
    try {
      return await parse.call(this);
    } finally {
      globalThis.File = jsdomFile;
    }
  };
}

// Test files share one jsdom window (the unit project runs without per-file isolation, which would cost a fresh
// window per file): react-aria's live announcer outlasts the test that created it, and the next test's queries
// would find its messages, so it goes with the rendered trees (react-aria recreates it when it is needed).
// A file that fakes timers and forgets to restore them would freeze the next file's animation frames, and one that
// puts its own URL.createObjectURL in place (jsdom has none) would turn the next file's fake media into its URLs.
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  document.querySelectorAll('[data-live-announcer]').forEach((node) => node.remove());
  vi.useRealTimers();
  Object.assign(URL, objectUrls);
});
