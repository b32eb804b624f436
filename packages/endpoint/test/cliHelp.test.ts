/**
 * The command as --help tells a user to run it: from a clone's root through the link the root's install makes (what
 * `pnpm exec request-options` runs), through `node packages/endpoint/bin/…`, and each example as printed. Runs the
 * built command.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";

const repo = path.join(__dirname, "../../..");
const { version } = JSON.parse(readFileSync(path.join(repo, "packages/endpoint/package.json"), "utf8")) as { version: string };
// The root's node_modules/.bin first, as `pnpm exec` puts it.
const env = { ...process.env, PATH: `${path.join(repo, "node_modules/.bin")}${path.delimiter}${process.env["PATH"] ?? ""}`, TOKEN: "t0ken" };

/** A shell command line run at the repository's root: its exit code and output. */
const shell = (line: string) => {
  try {
    return { code: 0, stdout: execFileSync("/bin/sh", ["-c", line], { cwd: repo, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 30_000, killSignal: "SIGKILL" }), stderr: "" };
  } catch (e) {
    const failure = e as { status: number; stdout: string; stderr: string };
    return { code: failure.status, stdout: failure.stdout, stderr: failure.stderr };
  }
};

// The Examples section of --help (the built command's): its lines, a line ending in \ joined with the next.
const help = shell("request-options --help").stdout;
const examples = (help.split(/^Examples[\s\S]*?:\n/m)[1] ?? "")
  .split(/\n\n/)[0]!
  .replace(/\\\n\s*/g, "")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "");

describe("running the command from a clone", () => {
  test("the root's install links request-options, as pnpm exec runs it", () => {
    expect(existsSync(path.join(repo, "node_modules/.bin/request-options"))).toBe(true);
    expect(shell("request-options --version")).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  test("node packages/endpoint/bin/request-options.cjs", () => {
    expect(shell(`"${process.execPath}" packages/endpoint/bin/request-options.cjs --version`)).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  test("the shipped example document is in the package's files", () => {
    const { files } = JSON.parse(readFileSync(path.join(repo, "packages/endpoint/package.json"), "utf8")) as { files: string[] };
    expect(files).toContain("examples");
    expect(examples.join("\n")).toContain("node_modules/@request-options/endpoint/examples/petstore.yaml");
  });
});

describe("--help's examples run as printed, at the clone's root", () => {
  test("there are four", () => {
    expect(examples).toHaveLength(4);
  });

  test.each(examples)("%s", (example) => {
    const { code, stdout, stderr } = shell(example);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).not.toBe("");
  });

  test("the OpenAPI examples print what the document says", () => {
    const [, , list, order] = examples;
    expect(shell(list!).stdout).toBe(
      ["GET\t/pets\tlistPets\tList the pets", "POST\t/pets\tcreatePet\tAdd a pet", "GET\t/pets/{petId}\tshowPetById\tInfo for one pet", "DELETE\t/pets/{petId}\tdeletePet\tRemove a pet", "POST\t/store/orders\tplaceOrder\tOrder a pet", ""].join("\n"),
    );
    expect(JSON.parse(shell(order!).stdout)).toEqual({
      method: "post",
      url: "https://petstore.example/v1/store/orders",
      headers: expect.objectContaining({ "content-type": "application/json" }) as unknown,
      body: { petId: 7, quantity: 2, gift: true },
    });
  });
});
