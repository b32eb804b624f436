// Where the headless Chromium for the browser test is, and whether that test must run. Read by
// jest.config.ts (to run or plainly skip the test) and by the test itself.
const { existsSync } = require("node:fs");

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

module.exports = {
  /** The first Chromium found, or undefined. */
  chromiumPath: candidates.find((path) => path && existsSync(path)),
  /** `.ci/run` sets REQUEST_OPTIONS_BROWSER=required: there, no Chromium is a failure. */
  browserRequired: process.env.REQUEST_OPTIONS_BROWSER === "required",
  /** playwright-core's launch flags for Debian's chromium in a container. */
  chromiumArgs: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
