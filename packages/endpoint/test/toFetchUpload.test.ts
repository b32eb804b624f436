/**
 * A multipart/form-data upload on the wire: a document's operation builds the FormData, `toFetch` passes it (and a
 * Blob body) to Node's fetch unchanged, and a `node:http` server on 127.0.0.1 parses what arrived back field by field
 * with Node's own multipart parser (`Request.formData()`).
 */
import { toFetch } from "@request-options/endpoint";
import { fromOpenApi } from "@request-options/endpoint/openapi";
import { formParts, type Loose, loopbackRecorder, type Received } from "./support";

const loopback = loopbackRecorder(201, "application/json", "{}");
const { received } = loopback;

const uploads: Loose = fromOpenApi({
  openapi: "3.2.0",
  info: { title: "uploads", version: "1" },
  paths: {
    "/albums/{album}/photos": {
      post: {
        operationId: "addPhotos",
        parameters: [{ name: "album", in: "path", required: true, schema: { type: "string" } }],
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["photos"],
                properties: {
                  caption: { type: "string" },
                  rating: { type: "integer" },
                  photos: { type: "array", items: { type: "string", format: "binary" } },
                  place: { type: "object", properties: { city: { type: "string" } } },
                },
              },
              encoding: { photos: { contentType: "image/png" } },
            },
          },
        },
        responses: { "201": { description: "added", content: { "application/json": {} } } },
      },
    },
  },
});

/** What the server received, parsed back by Node's multipart parser. */
const formOf = async ({ headers, body }: Received): Promise<FormData> =>
  new Request("http://parse.invalid/", { method: "POST", headers: { "content-type": String(headers["content-type"]) }, body: new Uint8Array(body) }).formData();

describe("a multipart upload through toFetch and Node's fetch", () => {
  it("arrives as the fields given: text, JSON, and each file with its name, type and bytes", async () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], "cat.png", { type: "image/png" });
    const untyped = new Blob(["raw bytes"]);
    const options = uploads("addPhotos", { album: "pets", caption: "Two cats", rating: 5, photos: [photo, untyped], place: { city: "Oslo" }, baseUrl: loopback.base });
    expect(options.body).toBeInstanceOf(FormData);
    expect(toFetch(options)[1].body).toBe(options.body);
    const response = await fetch(...toFetch(options));
    expect(response.status).toBe(201);
    const seen = received[received.length - 1]!;
    expect(seen.method).toBe("POST");
    expect(seen.headers["accept"]).toBe("application/json");
    expect(seen.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=\S+$/);
    const form = await formOf(seen);
    expect(formParts(form).map(([name]) => name)).toEqual(["caption", "rating", "photos", "photos", "place"]);
    expect(form.get("caption")).toBe("Two cats");
    expect(form.get("rating")).toBe("5");
    expect(JSON.parse(form.get("place") as string)).toEqual({ city: "Oslo" });
    const [first, second] = form.getAll("photos") as File[];
    expect([first!.name, first!.type, [...new Uint8Array(await first!.arrayBuffer())]]).toEqual(["cat.png", "image/png", [137, 80, 78, 71]]);
    // A Blob without a type takes the Encoding Object's contentType.
    expect([second!.type, await second!.text()]).toEqual(["image/png", "raw bytes"]);
  });

  it("a Blob body goes through toFetch unchanged, its bytes as given", async () => {
    const blob = new Blob(["a,b\n1,2\n"], { type: "text/csv" });
    const [, init] = toFetch({ method: "post", url: `${loopback.base}/csv`, headers: { "content-type": "text/csv" }, body: blob });
    expect(init.body).toBe(blob);
    await fetch(`${loopback.base}/csv`, init);
    expect(received[received.length - 1]!.body.toString("utf8")).toBe("a,b\n1,2\n");
  });
});
