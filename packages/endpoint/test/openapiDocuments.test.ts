/**
 * `fromOpenApi` on real documents installed from npm: the petstore (OpenAPI 3.0 and 3.1), `@readme/oas-examples`'
 * parameters-style.json (one operation per style, explode and `in`), its schema-encoding-style.json, and a dozen
 * well-known operations of GitHub's REST description. Expected requests are written by hand: from the documents, and
 * for parameters-style.json from OpenAPI 3.1.1's Style Values and Style Examples. The sweep over every GitHub operation
 * is `openapiGithub.sweep.ts` (`pnpm test:openapi`).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fromOpenApi } from "@request-options/endpoint/openapi";
import { expectError, formParts, type Loose, UA } from "./support";

const example = (file: string): object => JSON.parse(readFileSync(require.resolve(`@readme/oas-examples/${file}`), "utf8")) as object;
// A document's requests carry no GitHub accept: each takes its success responses' media types, if any.
const BARE = { "user-agent": UA };

describe.each([
  ["3.0", example("3.0/json/petstore.json")],
  ["3.1", example("3.1/json/petstore.json")],
])("petstore, OpenAPI %s (@readme/oas-examples)", (version, document) => {
  const PETS = "http://petstore.swagger.io/v2";
  const api: Loose = fromOpenApi(document);
  const JSON_HEADERS = { ...BARE, "content-type": "application/json" };
  const XML_OR_JSON = { ...BARE, accept: "application/xml, application/json" };

  it("pets: JSON bodies from the keys (the readOnly id is not required), query lists exploded, the form body encoded", () => {
    const pet = { name: "doggie", photoUrls: ["https://example.com/photo.png"], category: { id: 1, name: "dogs" }, tags: [{ id: 2, name: "good" }], status: "available" };
    expect(api("addPet", pet)).toEqual({ method: "post", url: `${PETS}/pet`, headers: JSON_HEADERS, body: pet });
    expect(api("PUT /pet", { id: 10, name: "doggie", photoUrls: [] })).toEqual({ method: "put", url: `${PETS}/pet`, headers: JSON_HEADERS, body: { id: 10, name: "doggie", photoUrls: [] } });
    expect(api("findPetsByStatus", { status: ["available", "sold"] })).toEqual({ method: "get", url: `${PETS}/pet/findByStatus?status=available&status=sold`, headers: XML_OR_JSON });
    expect(api("findPetsByTags", { tags: ["small dog", "a&b"] }).url).toBe(`${PETS}/pet/findByTags?tags=small%20dog&tags=a%26b`);
    expect(api("getPetById", { petId: 10 })).toEqual({ method: "get", url: `${PETS}/pet/10`, headers: XML_OR_JSON });
    expect(api("updatePetWithForm", { petId: 10, name: "Rex & Co", status: "sold" })).toEqual({
      method: "post",
      url: `${PETS}/pet/10`,
      headers: { ...BARE, "content-type": "application/x-www-form-urlencoded" },
      body: "name=Rex+%26+Co&status=sold",
    });
    expect(api("deletePet", { petId: 10, api_key: "k-1" })).toEqual({ method: "delete", url: `${PETS}/pet/10`, headers: { ...BARE, api_key: "k-1" } });
  });

  it("the upload takes its bytes as data, with the document's media type", () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const upload = api("uploadFile", { petId: 10, data: bytes });
    expect(upload.url).toBe(`${PETS}/pet/10/uploadImage`);
    expect(upload.body).toBe(bytes);
    // 3.0's upload is multipart/form-data (given whole, its boundary is the caller's to name), 3.1's application/octet-stream.
    expect(upload.headers["content-type"]).toBe(version === "3.0" ? undefined : "application/octet-stream");
    expect(upload.headers.accept).toBe("application/json");
  });

  it("store and user: path bounds, JSON bodies, lists given as data, query credentials encoded", () => {
    expect(api("getInventory")).toEqual({ method: "get", url: `${PETS}/store/inventory`, headers: { ...BARE, accept: "application/json" } });
    const order = { petId: 10, quantity: 2, shipDate: "2026-01-02T03:04:05Z", status: "placed", complete: false };
    expect(api("placeOrder", order)).toEqual({ method: "post", url: `${PETS}/store/order`, headers: { ...XML_OR_JSON, "content-type": "application/json" }, body: order });
    expect(api("getOrderById", { orderId: 10 }).url).toBe(`${PETS}/store/order/10`);
    expect(api("deleteOrder", { orderId: 1 })).toEqual({ method: "delete", url: `${PETS}/store/order/1`, headers: BARE });
    const user = { username: "theUser", firstName: "John", email: "john@email.com", userStatus: 1 };
    expect(api("createUser", user)).toEqual({ method: "post", url: `${PETS}/user`, headers: JSON_HEADERS, body: user });
    expect(api("createUsersWithArrayInput", { data: [user] })).toEqual({ method: "post", url: `${PETS}/user/createWithArray`, headers: JSON_HEADERS, body: [user] });
    expect(api("createUsersWithListInput", { data: [] }).url).toBe(`${PETS}/user/createWithList`);
    expect(api("loginUser", { username: "the user", password: "p@ss/w:rd?" }).url).toBe(`${PETS}/user/login?username=the%20user&password=p%40ss%2Fw%3Ard%3F`);
    expect(api("logoutUser").url).toBe(`${PETS}/user/logout`);
    expect(api("getUserByName", { username: "a/b c" }).url).toBe(`${PETS}/user/a%2Fb%20c`);
    expect(api("updateUser", { username: "user1", firstName: "Jane" })).toEqual({ method: "put", url: `${PETS}/user/user1`, headers: JSON_HEADERS, body: { firstName: "Jane" } });
    expect(api("deleteUser", { username: "user1" }).url).toBe(`${PETS}/user/user1`);
  });

  it("values the schemas refuse are refused, named where", () => {
    expectError(() => api("findPetsByStatus", { status: ["available", "gone"] }), "INVALID_PARAMETER", "query.status[1]", '"gone"');
    expectError(() => api("getOrderById", { orderId: 11 }), "INVALID_PARAMETER", "path.orderId", "≤ 10");
    expectError(() => api("getOrderById", { orderId: 0 }), "INVALID_PARAMETER", "path.orderId", "≥ 1");
    expectError(() => api("getPetById", { petId: "ten" }), "INVALID_PARAMETER", "path.petId", "an integer");
    expectError(() => api("placeOrder", { status: "lost" }), "INVALID_PARAMETER", "body.status", '"placed"');
    expectError(() => api("addPet", { name: "doggie", photoUrls: [], tags: [{ id: "2" }] }), "INVALID_PARAMETER", "body.tags[0].id");
    expectError(() => api("addPet", { photoUrls: [] }), "MISSING_PARAMETER", "body.name");
    expectError(() => api("loginUser", { username: "u" }), "MISSING_PARAMETER", "query.password");
    expectError(() => api("getPetById", {}), "MISSING_PARAMETER", "path.petId");
    expectError(() => api("createUsersWithArrayInput", { data: [{ id: "1" }] }), "INVALID_PARAMETER", "body[0].id");
  });
});

/**
 * parameters-style.json: a parameter named `primitive`, one `array`, one `object` in each operation, one operation per
 * `in`, `style` and `explode`. The values are those of 3.1.1's Style Examples (`color`: "blue", ["blue", "black",
 * "brown"]), the object with a space to encode: `{ name: "Fido", description: "good dog" }`. Each expected text is that
 * table's cell for the style, percent-encoded as its notes say.
 */
describe("parameters-style.json, OpenAPI 3.1 (@readme/oas-examples): each operation as 3.1.1's Style Examples say", () => {
  const api: Loose = fromOpenApi(example("3.1/json/parameters-style.json"));
  const BIN = "https://httpbin.org";
  const values = { primitive: "blue", array: ["blue", "black", "brown"], object: { name: "Fido", description: "good dog" } };

  it.each([
    ["paths_standard", "/anything/path/blue/blue,black,brown/name,Fido,description,good%20dog"],
    ["paths_simple_nonExploded", "/anything/path/simple/blue/blue,black,brown/name,Fido,description,good%20dog"],
    ["paths_simple_exploded", "/anything/path/simple/blue/blue,black,brown/name=Fido,description=good%20dog"],
    ["paths_matrix_nonExploded", "/anything/path/matrix/;primitive=blue/;array=blue,black,brown/;object=name,Fido,description,good%20dog"],
    ["paths_matrix_exploded", "/anything/path/matrix/;primitive=blue/;array=blue;array=black;array=brown/;name=Fido;description=good%20dog"],
    ["paths_label_nonExploded", "/anything/path/label/.blue/.blue,black,brown/.name,Fido,description,good%20dog"],
    ["paths_label_exploded", "/anything/path/label/.blue/.blue.black.brown/.name=Fido.description=good%20dog"],
  ])("path: %s", (operationId, path) => {
    expect(api(operationId, values)).toEqual({ method: operationId.endsWith("_exploded") ? "post" : "get", url: BIN + path, headers: BARE });
  });

  // The delimited styles take no primitive, deepObject only an object (3.1.1: "n/a"): their operations have no others.
  it.each([
    ["query_standard", "GET /anything/query", "primitive=blue&array=blue&array=black&array=brown&name=Fido&description=good%20dog"],
    ["query_form_exploded", "POST /anything/query/form", "primitive=blue&array=blue&array=black&array=brown&name=Fido&description=good%20dog"],
    ["query_form_nonExploded", "GET /anything/query/form", "primitive=blue&array=blue,black,brown&object=name,Fido,description,good%20dog"],
    ["query_spaceDelimited_nonExploded", "GET /anything/query/spaceDelimited", "array=blue%20black%20brown&object=name%20Fido%20description%20good%20dog"],
    ["query_pipeDelimited_nonExploded", "GET /anything/query/pipeDelimited", "array=blue%7Cblack%7Cbrown&object=name%7CFido%7Cdescription%7Cgood%20dog"],
    ["query_deepObject_nonExploded", "GET /anything/query/deepObject", "object%5Bname%5D=Fido&object%5Bdescription%5D=good%20dog"],
  ])("query: %s", (operationId, route, query) => {
    const given = operationId.includes("deepObject") ? { object: values.object } : operationId.includes("Delimited") ? { array: values.array, object: values.object } : values;
    const [method, path] = route.split(" ") as [string, string];
    expect(api(operationId, given)).toEqual({ method: method.toLowerCase(), url: `${BIN}${path}?${query}`, headers: BARE });
  });

  it.each([
    // 3.2.0 and 3.1.2: a header is never percent-encoded.
    ["headers_standard", "blue", "blue,black,brown", "name,Fido,description,good dog"],
    ["headers_simple_nonExploded", "blue", "blue,black,brown", "name,Fido,description,good dog"],
    ["headers_simple_exploded", "blue", "blue,black,brown", "name=Fido,description=good dog"],
  ])("header: %s", (operationId, primitive, array, object) => {
    expect(api(operationId, values).headers).toEqual({ ...BARE, primitive, array, object });
  });

  // Cookie pairs are joined by "; " (RFC 6265), not form's "&": 3.1.1, Appendix D, "For multiple values, `style: "form"`
  // is always incorrect as name=value pairs in cookies are delimited by `;` (a semicolon followed by a space character)".
  it.each([
    ["cookies_standard", "GET /cookies", "primitive=blue; array=blue; array=black; array=brown; name=Fido; description=good%20dog"],
    ["cookies_form_exploded", "GET /cookies#formExploded", "primitive=blue; array=blue; array=black; array=brown; name=Fido; description=good%20dog"],
    ["cookies_form_nonExploded", "GET /cookies#formNonExploded", "primitive=blue; array=blue,black,brown; object=name,Fido,description,good%20dog"],
  ])("cookie: %s", (operationId, route, cookie) => {
    const request = api(operationId, values);
    // The document's paths carry a fragment (`/cookies#formExploded`) to tell apart operations on one path: a
    // template literal, kept as written.
    expect(request).toEqual({ method: "get", url: BIN + route.slice(4), headers: { ...BARE, cookie } });
    expect(api(route, values)).toEqual(request);
  });

  it("the empty string expands as RFC 6570 says (3.1.1's `undefined` column shows those cells); undefined sends nothing", () => {
    // RFC 6570 §3.2.7-3.2.8: `;` writes the name alone for an empty value, `?` the name and `=`.
    expect(api("paths_matrix_nonExploded", { ...values, primitive: "" }).url).toBe(`${BIN}/anything/path/matrix/;primitive/;array=blue,black,brown/;object=name,Fido,description,good%20dog`);
    // `{.primitive}` of "" is "." (RFC 6570 §3.2.5), a whole segment here: a dot segment, which RFC 3986 §5.2.4 removes
    // (the request would go to another path), refused as in any URL.
    expectError(() => api("paths_label_exploded", { ...values, primitive: "" }), "INVALID_PARAMETER", "dot segment");
    expect(api("query_form_nonExploded", { primitive: "" }).url).toBe(`${BIN}/anything/query/form?primitive=`);
    expect(api("headers_standard", { primitive: "" }).headers.primitive).toBe("");
    // Undefined and null are not sent; an empty list is undefined too (RFC 6570 §2.3).
    expect(api("query_standard", { primitive: null, array: [] }).url).toBe(`${BIN}/anything/query`);
  });

  // 3.1.1 and 3.2.0 apply an Encoding Object's style to multipart/form-data: the pairs of a query parameter of that
  // style are the parts, not percent-encoded (3.2.0's Style Examples, query rows); no content-type (the client writes
  // the boundary).
  const color = ["blue", "black", "brown"];
  it.each([
    ["formData_standard", "POST /anything/form-data", [["primitive", "blue"], ...color.map((c) => ["array", c]), ["object", '{"name":"Fido","description":"good dog"}']]],
    ["formData_form_nonExploded", "POST /anything/form-data/form", [["primitive", "blue"], ["array", "blue,black,brown"], ["object", "name,Fido,description,good dog"]]],
    ["form_data_form_exploded", "PUT /anything/form-data/form", [["primitive", "blue"], ...color.map((c) => ["array", c]), ["name", "Fido"], ["description", "good dog"]]],
    ["form_data_pipeDelimited_nonExploded", "POST /anything/form-data/pipeDelimited", [["array", "blue|black|brown"], ["object", "name|Fido|description|good dog"]]],
    ["form_data_deepObject_exploded", "POST /anything/form-data/deepObject", [["primitive", "blue"], ...color.map((c, i) => [`array[${i}]`, c]), ["object[name]", "Fido"], ["object[description]", "good dog"]]],
  ])("multipart/form-data: %s makes a FormData of its fields by their styles; a body given whole goes as given", (operationId, route, parts) => {
    const [method, path] = route.split(" ") as [string, string];
    const primitive = parts[0]![0] === "primitive";
    const fields = primitive ? values : { array: values.array, object: values.object };
    const request = api(operationId, fields);
    expect(request).toEqual({ method: method.toLowerCase(), url: BIN + path, headers: BARE, body: expect.any(FormData) });
    expect(formParts(request.body as FormData)).toEqual(parts);
    const data = "--b\r\ncontent-disposition: form-data; name=primitive\r\n\r\nblue\r\n--b--";
    const headers = { "content-type": "multipart/form-data; boundary=b" };
    expect(api(operationId, { data, headers })).toEqual({ method: method.toLowerCase(), url: BIN + path, headers: { ...BARE, ...headers }, body: data });
    // A multipart/form-data content-type without its boundary would break the body: it is dropped.
    expect(api(operationId, { ...fields, headers: { "content-type": "multipart/form-data" } }).headers).toEqual(BARE);
  });

  it("a GET's requestBody is not used: its fields are no keys, and no body is sent", () => {
    expectError(() => api("formData_spaceDelimited_nonExploded", { array: ["blue"] }), "INVALID_PARAMETER", '"array"');
    const unchecked: Loose = fromOpenApi(example("3.1/json/parameters-style.json"), { check: false });
    expect(unchecked("formData_spaceDelimited_nonExploded", { array: ["blue"] })).toEqual({ method: "get", url: `${BIN}/anything/form-data/spaceDelimited?array=blue`, headers: BARE });
  });

  it("a value the style cannot serialize, or the schema refuses, is INVALID_PARAMETER naming <in>.<name>", () => {
    expectError(() => api("query_deepObject_nonExploded", { object: ["blue"] }), "INVALID_PARAMETER", "query.object");
    expectError(() => api("paths_standard", { ...values, array: "blue" }), "INVALID_PARAMETER", "path.array", "an array");
    expectError(() => api("headers_standard", { object: "blue" }), "INVALID_PARAMETER", "header.object", "an object");
    expectError(() => api("cookies_standard", { primitive: 1 }), "INVALID_PARAMETER", "cookie.primitive", "a string");
    expectError(() => api("paths_label_exploded", { primitive: "blue", array: [] }), "MISSING_PARAMETER", "path.object");
  });
});

describe("schema-encoding-style.json, OpenAPI 3.1 (@readme/oas-examples)", () => {
  it("its one body is multipart/form-data: a FormData of its fields, each by style form (exploded); a field the schema refuses is named", () => {
    const api: Loose = fromOpenApi(example("3.1/json/schema-encoding-style.json"));
    const request = api("encoding_form", { primitive: "blue", array: ["a", "b"], object: { foo: "f" } });
    expect(request.headers).toEqual(BARE);
    expect(formParts(request.body as FormData)).toEqual([["primitive", "blue"], ["array", "a"], ["array", "b"], ["foo", "f"]]);
    expectError(() => api("encoding_form", { primitive: 1 }), "INVALID_PARAMETER", "body.primitive", "a string");
  });
});

describe("GitHub's REST description (@octokit/openapi): well-known operations", () => {
  const document = JSON.parse(readFileSync(join(dirname(require.resolve("@octokit/openapi/package.json")), "generated/api.github.com.json"), "utf8")) as object;
  const github: Loose = fromOpenApi(document);
  const GH = "https://api.github.com";
  // GitHub's responses are JSON: accept says so, from the document, not the plain endpoint's GitHub v3 type.
  const DEFAULT_HEADERS = { ...BARE, accept: "application/json" };
  const JSON_HEADERS = { ...DEFAULT_HEADERS, "content-type": "application/json" };

  it("query parameters in the document's order, each encoded as form style says", () => {
    expect(github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", per_page: 100, labels: "bug,ui", state: "open" })).toEqual({
      method: "get",
      url: `${GH}/repos/octokit/rest.js/issues?state=open&labels=bug%2Cui&per_page=100`,
      headers: DEFAULT_HEADERS,
    });
    expect(github("issues/list-for-repo", { owner: "octokit", repo: "rest.js", since: "2026-01-02T03:04:05Z" }).url).toBe(`${GH}/repos/octokit/rest.js/issues?since=2026-01-02T03%3A04%3A05Z`);
    expect(github("GET /search/issues", { q: "repo:octokit/rest.js is:open", per_page: 5 }).url).toBe(`${GH}/search/issues?q=repo%3Aoctokit%2Frest.js%20is%3Aopen&per_page=5`);
    expect(github("GET /orgs/{org}/repos", { org: "octokit", type: "private", per_page: 100 }).url).toBe(`${GH}/orgs/octokit/repos?type=private&per_page=100`);
    expect(github("GET /orgs/{org}/personal-access-token-requests", { org: "o", owner: ["octocat1", "octocat2"] }).url).toBe(`${GH}/orgs/o/personal-access-token-requests?owner=octocat1&owner=octocat2`);
    expect(github("GET /advisories", { cwes: ["79", "284"], is_withdrawn: false }).url).toBe(`${GH}/advisories?cwes=79&cwes=284&is_withdrawn=false`);
    expect(github("GET /advisories", { cwes: "79,284" }).url).toBe(`${GH}/advisories?cwes=79%2C284`);
  });

  it("path parameters are simple style: a slash in a value is encoded", () => {
    expect(github("GET /user")).toEqual({ method: "get", url: `${GH}/user`, headers: DEFAULT_HEADERS });
    expect(github("GET /repos/{owner}/{repo}/contents/{path}", { owner: "octokit", repo: "rest.js", path: "docs/README.md", ref: "main" }).url).toBe(
      `${GH}/repos/octokit/rest.js/contents/docs%2FREADME.md?ref=main`,
    );
    expect(github("GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}", { owner: "o", repo: "r", workflow_id: "ci.yml" }).url).toBe(`${GH}/repos/o/r/actions/workflows/ci.yml`);
    expect(github("GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}", { owner: "o", repo: "r", workflow_id: 42 }).url).toBe(`${GH}/repos/o/r/actions/workflows/42`);
    expect(github("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r" })).toEqual({ method: "delete", url: `${GH}/repos/o/r`, headers: BARE }); // 204: no content, no accept
  });

  it("an operation whose JSON body may be null takes its properties as keys: merge_method on the pull request merge", () => {
    expect(github("PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge", { owner: "octokit", repo: "rest.js", pull_number: 7, merge_method: "squash" })).toEqual({
      method: "put",
      url: `${GH}/repos/octokit/rest.js/pulls/7/merge`,
      headers: JSON_HEADERS,
      body: { merge_method: "squash" },
    });
    expect(github("pulls/merge", { owner: "o", repo: "r", pull_number: 7 })).toEqual({ method: "put", url: `${GH}/repos/o/r/pulls/7/merge`, headers: DEFAULT_HEADERS, body: "" });
    expectError(() => github("pulls/merge", { owner: "o", repo: "r", pull_number: 7, merge_method: "squish" }), "INVALID_PARAMETER", "body.merge_method", '"squash"');
  });

  it("JSON bodies from the keys that are no parameters; null where the schema is nullable", () => {
    expect(github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Found a bug", labels: ["bug"], milestone: 3 })).toEqual({
      method: "post",
      url: `${GH}/repos/o/r/issues`,
      headers: JSON_HEADERS,
      body: { title: "Found a bug", labels: ["bug"], milestone: 3 },
    });
    expect(github("PATCH /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: 1, milestone: null, state: "closed" }).body).toEqual({ milestone: null, state: "closed" });
    expect(github("POST /repos/{owner}/{repo}/git/refs", { owner: "o", repo: "r", ref: "refs/heads/x", sha: "aa" }).body).toEqual({ ref: "refs/heads/x", sha: "aa" });
  });

  it("other media types take data as given; an operation's own server comes before the document's", () => {
    const upload = github("POST /repos/{owner}/{repo}/releases/{release_id}/assets", { owner: "o", repo: "r", release_id: 1, name: "app v1.zip", data: "bytes" });
    expect(upload).toEqual({
      method: "post",
      url: "https://uploads.github.com/repos/o/r/releases/1/assets?name=app%20v1.zip",
      headers: { ...DEFAULT_HEADERS, "content-type": "application/octet-stream" },
      body: "bytes",
    });
    expect(github("POST /markdown/raw", { data: "# Hello" })).toEqual({ method: "post", url: `${GH}/markdown/raw`, headers: { ...BARE, accept: "text/html", "content-type": "text/plain" }, body: "# Hello" });
  });

  it("what the schemas refuse is refused, named where, an unknown key with the nearest known one", () => {
    expectError(() => github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "opened" }), "INVALID_PARAMETER", "query.state", '"open" | "closed" | "all"', '"opened"');
    expectError(() => github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", stat: "open" }), "INVALID_PARAMETER", '"stat"', 'did you mean "state"');
    expectError(() => github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "100" }), "INVALID_PARAMETER", "query.per_page", "an integer");
    expectError(() => github("GET /repos/{owner}/{repo}/issues", { owner: "o" }), "MISSING_PARAMETER", "path.repo");
    expectError(() => github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", body: "no title" }), "MISSING_PARAMETER", "body.title");
    expectError(() => github("GET /advisories", { per_page: 101 }), "INVALID_PARAMETER", "query.per_page", "≤ 100");
  });
});
