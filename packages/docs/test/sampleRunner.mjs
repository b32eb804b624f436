// Runs one docs sample (an ES module file) and prints, as its last line, how it ended: the
// samples test reads it. A sample that should fail with an EndpointError names the code it
// expects, so the error's name and code are reported, not only its message.
import { pathToFileURL } from "node:url";

try {
  await import(pathToFileURL(process.argv[2]).href);
  process.stdout.write(`\n${JSON.stringify({ ok: true })}\n`);
} catch (error) {
  const { name, code, message } = error instanceof Error ? error : { message: String(error) };
  process.stdout.write(`\n${JSON.stringify({ ok: false, name, code, message })}\n`);
}
