// `npm run words`: writes src/generated/words/*.json from data/ (src/node/words.ts), as every build does first.
// Run it after editing data/site.yaml or data/pages.yaml, then commit the files it names.
import { writeWordFiles } from "../src/node/words.ts";

const written = writeWordFiles();
console.log(written.length > 0 ? `Wrote src/generated/words/: ${written.join(", ")}` : "src/generated/words/ is up to date.");
