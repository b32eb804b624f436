'use strict';

var E = require('fp-ts/lib/Either.js');
var types = require('@request-options/types');
var _function = require('fp-ts/lib/function.js');
var immer = require('immer');
var O = require('fp-ts/lib/Option.js');
var lite = require('uri-template-lite');

/**
 * Own-property access for records built from caller input. Keys such as `__proto__`,
 * `constructor` and `prototype` are ordinary data here: they are read only when the object
 * owns them and written as own properties, so no prototype is ever reached.
 */
const hasOwn = (record, key) => Object.prototype.hasOwnProperty.call(record, key);
/** The value of an own property, else `undefined` (never an inherited one). */
const getOwn = (record, key) => hasOwn(record, key) ? record[key] : undefined;
/**
 * Per-call loops over a record's keys are written `for (const key in record) if (hasOwn(record,
 * key))`: the same keys in the same order as `Object.keys`, inherited ones skipped, and V8 then
 * reads each value through the record's enum cache, about 6 times faster than `Object.keys`
 * and keyed loads over records of many shapes (0.025 against 0.148 µs a record measured).
 */
/** Sets `key` as an own, enumerable, writable property: `__proto__` never changes the prototype. */
const setOwn = (record, key, value) => {
    if (key === "__proto__") {
        Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
    }
    else {
        record[key] = value;
    }
};
/**
 * An object literal or `Object.create(null)`, from any realm: the only objects that merge and
 * get copied. Class instances (an `http.Agent`, a `Date`), Maps and arrays are not.
 */
const isPlainObject = (value) => types.PlainObject.is(value);

/** A fresh copy of `headers`, own keys only (`__proto__` stays an own key), `undefined` values left out. */
const headersCopy = (headers) => {
    const copy = {};
    for (const name in headers) {
        if (!hasOwn(headers, name))
            continue;
        const value = headers[name];
        if (value !== undefined)
            setOwn(copy, name, value);
    }
    return copy;
};

/**
 * Amends `accept` from `mediaType` (DECISIONS.md, "Media types"). Every pattern here is
 * anchored or a single character class with nothing after it, and runs once per entry or
 * once per string, so the whole stage is linear in the length of `accept`.
 */
const octetStream = /application\/octet-stream/i;
/**
 * One `accept` entry of the form `application/vnd.<vendor>[.<version>][.<format>][+json]`,
 * optional white space around it. The groups are delimited by `.` and `+`, which `\w` never
 * matches, so a failing match backtracks at most once per character.
 */
const vendorEntry = /^([ \t]*)(application\/vnd\.\w+)(\.v\d+)?(?:\.\w+)?(?:\+json)?([ \t]*)$/i;
/** Runs of name characters: a preview named in `accept` is one of them, before `-preview`. */
const nameRun = /[\w-]+/g;
const previewSuffix = "-preview";
const entryFormat = (entry, format) => {
    const match = vendorEntry.exec(entry);
    if (match === null)
        return entry;
    const [, lead = "", prefix = "", version = "", trail = ""] = match;
    return `${lead}${prefix}${version}.${format}${trail}`;
};
/** `application/vnd.<vendor>[.<version>][.<format>][+json]` entries rewritten to `.<format>`. */
const withFormat = (accept, format) => 
// Most accept headers are one entry: no list to split and join.
accept.includes(",") ? accept.split(",").map((entry) => entryFormat(entry, format)).join(",") : entryFormat(accept, format);
/**
 * The previews named in `accept`: in each run of `[\w-]` characters, what comes before its
 * last `-preview` (as `@octokit/endpoint` reads them), when that is not empty.
 */
const previewsIn = (accept) => {
    const names = [];
    // Most accept headers name no preview: nothing to scan for.
    if (!accept.includes(previewSuffix))
        return names;
    for (const [run] of accept.matchAll(nameRun)) {
        const at = run.lastIndexOf(previewSuffix);
        if (at > 0)
            names.push(run.slice(0, at));
    }
    return names;
};
/**
 * The previews of `accept`, then `previews`, each rendered once (first occurrence wins). The
 * names are taken as they are: the merge has already dropped their `-preview` suffix, and
 * parse() of hand-made options keeps what it is given, as `@octokit/endpoint` does.
 */
const withPreviews = (accept, previews, format) => {
    const names = new Set(accept === undefined ? [] : previewsIn(accept));
    for (const name of previews)
        names.add(name);
    const suffix = format === "" ? "+json" : `.${format}`;
    let accepted = "";
    for (const name of names)
        accepted += `${accepted === "" ? "" : ","}application/vnd.github.${name}${previewSuffix}${suffix}`;
    return accepted;
};
/** The amended `accept`, or `undefined` when it stays as it is. */
const amended = (current, mediaType) => {
    // Own reads: a `format` or `previews` on a polluted Object.prototype is no media type.
    const format = getOwn(mediaType, "format") ?? "";
    const previews = getOwn(mediaType, "previews") ?? [];
    // Most calls have neither previews nor a format: nothing to test then.
    if (previews.length === 0 && (format === "" || current === undefined))
        return undefined;
    if (current !== undefined && octetStream.test(current))
        return undefined;
    if (previews.length > 0)
        return withPreviews(current, previews, format);
    if (format !== "" && current !== undefined)
        return withFormat(current, format);
    return undefined;
};
/**
 * Amends `request.headers.accept` from `options.mediaType`: `format` rewrites the vendor
 * entries, `previews` (on every route) replace `accept` with the previews it names followed
 * by the given ones. An `accept` with `application/octet-stream` is never amended. Returns
 * `request` itself when nothing changes, else a fresh result with fresh headers; the inputs
 * are never mutated.
 */
const acceptAmend = ({ options, request }) => {
    const value = getOwn(request.headers, "accept");
    const current = value === undefined ? undefined : String(value);
    const next = amended(current, options.mediaType);
    if (next === undefined || next === current)
        return E.right(request);
    const headers = headersCopy(request.headers);
    headers["accept"] = next;
    const result = { method: request.method, url: request.url, headers };
    if (hasOwn(request, "body"))
        result.body = request.body;
    if (hasOwn(request, "request"))
        result.request = request.request;
    return E.right(result);
};

/**
 * `E.chain` for the per-call path, data-last for `pipe` and `flow`: a Left passes through, a
 * Right goes on to `f`. fp-ts 2.16's `E.chain` is its `dual` `flatMap`, which copies its
 * arguments twice per use (`Array.from`, then a spread): 820 ns a chain on the bench machine,
 * against 6 ns for this (docs/performance.md).
 */
const chain = (f) => (ma) => E.isLeft(ma) ? ma : f(ma.right);

/** The options that are never parameters (specification §2.1). */
const knownOptions = new Set(["method", "baseUrl", "url", "headers", "mediaType", "request", "data"]);
const nothingUnder = Object.freeze({});
/**
 * Merged options (merge()'s, or hand-made ones that passed `MergedOptions`) as a `Cascaded`:
 * all of them on the options' side. Header names are taken as they are.
 */
const cascadedOf = (merged) => ({
    method: merged.method,
    baseUrl: merged.baseUrl,
    url: hasOwn(merged, "url") ? merged.url : undefined,
    headers: merged.headers,
    mediaType: merged.mediaType,
    request: hasOwn(merged, "request") ? merged.request : undefined,
    data: getOwn(merged, "data"),
    under: nothingUnder,
    underKeys: [],
    over: merged,
});
/**
 * Visits the parameters in merge order, but those in `placed` (`knownOptions` at least) and
 * those whose value is `undefined`, until `visit` returns false; returns whether it went
 * through them all.
 */
const parametersEach = (cascaded, placed, visit) => {
    const { under, underKeys, over } = cascaded;
    for (const key of underKeys) {
        if (placed.has(key))
            continue;
        const value = hasOwn(over, key) ? over[key] : under[key];
        if (value !== undefined && !visit(key, value))
            return false;
    }
    const overlap = underKeys.length > 0;
    for (const key in over) {
        if (!hasOwn(over, key) || placed.has(key) || (overlap && hasOwn(under, key)))
            continue;
        const value = over[key];
        if (value !== undefined && !visit(key, value))
            return false;
    }
    return true;
};
/** The parameters of `parametersEach` as a fresh object, own keys only. */
const parametersOf = (cascaded, placed) => {
    const parameters = {};
    parametersEach(cascaded, placed, (name, value) => {
        setOwn(parameters, name, value);
        return true;
    });
    return parameters;
};
/**
 * The merged options as one fresh object (what `merge()` returns): the defaults' keys in
 * their order, then the options' new keys; `headers` and `mediaType` copied, so the result
 * is the caller's to change.
 */
const cascadedMerge = (cascaded) => {
    const { under, over } = cascaded;
    const known = {
        method: cascaded.method,
        baseUrl: cascaded.baseUrl,
        url: cascaded.url,
        headers: headersCopy(cascaded.headers),
        mediaType: { ...cascaded.mediaType },
        request: cascaded.request,
        data: cascaded.data,
    };
    const merged = {};
    const put = (key) => {
        const value = knownOptions.has(key) ? known[key] : hasOwn(over, key) ? over[key] : under[key];
        if (value !== undefined)
            setOwn(merged, key, value);
    };
    for (const key of Object.keys(under))
        put(key);
    for (const key of Object.keys(over))
        if (!hasOwn(under, key))
            put(key);
    // Sound: method, baseUrl, headers and mediaType are always set, and checked on the way in.
    return merged;
};

/**
 * The one failure type of request-options. The core returns it as a `Left`; the endpoint
 * package throws it. `code` is one of the closed set in `ErrorCode`; `message` names the
 * offending key, header or position.
 */
class EndpointError extends Error {
    constructor(code, message, options) {
        super(message, options);
        this.name = "EndpointError";
        this.code = code;
    }
}
/** A `Left` carrying a new `EndpointError`. */
const fail = (code, message) => E.left(new EndpointError(code, message));

const previewName = (name) => (name.endsWith("-preview") ? name.slice(0, -"-preview".length) : name);
// The defaults' previews, an own key only: never a `previews` of a polluted Object.prototype.
const defaultPreviews = (defaults) => getOwn(defaults, "previews") ?? [];
/**
 * `mediaType` as merged onto the defaults': `format` as given, `previews` accumulated across
 * the cascade (specification §2.1), the defaults' first, then these without their `-preview`,
 * each once.
 */
const mediaTypeNormalise = (defaults, mediaType) => {
    const normal = {};
    if (mediaType.format !== undefined)
        normal.format = mediaType.format;
    if (mediaType.previews !== undefined) {
        const names = [...defaultPreviews(defaults), ...mediaType.previews.map(previewName)].filter((name) => name !== "");
        normal.previews = [...new Set(names)];
    }
    return normal;
};
// A list read by index, its length once: what is checked is what is used, and a caller's
// iterator is never run. Holes read as `undefined`. The copy ends with the first entry that is
// not a string, which the check refuses: a sparse list of length 2 ** 32 - 1 is one read, not
// a copy too large for the engine to survive.
const indexCopy = (list) => {
    const copy = [];
    const length = list.length;
    for (let index = 0; index < length; index += 1) {
        const item = list[index];
        copy.push(item);
        if (typeof item !== "string")
            break;
    }
    return copy;
};
/**
 * What a `mediaType` option gives: its own `format` and `previews` (a copy), each read once and
 * nothing else read, so that what is checked is what is used. Both keys are always present, so
 * no check reads one from a (polluted) prototype. Anything but a plain object is returned as
 * it is, for the check to refuse.
 */
const mediaTypeSnapshot = (value) => {
    if (!isPlainObject(value))
        return value;
    let format;
    let previews;
    for (const key in value) {
        if (!hasOwn(value, key))
            continue;
        if (key === "format")
            format = value[key];
        else if (key === "previews")
            previews = value[key];
    }
    return { format, previews: Array.isArray(previews) ? indexCopy(previews) : previews };
};
/**
 * A `mediaType` option over the defaults' `mediaType`, for flatCascade: the same snapshot and
 * merge as the general path, checked by the field codecs' guards rather than io-ts's
 * intersection guard; `undefined` when a check fails, for the general path to explain.
 */
const mediaTypeOver = (base, value) => {
    const snapshot = mediaTypeSnapshot(value);
    if (!isPlainObject(snapshot))
        return undefined;
    const { format, previews } = snapshot;
    if (format !== undefined && !types.Format.is(format))
        return undefined;
    if (previews !== undefined && !types.PreviewNames.is(previews))
        return undefined;
    return { ...base, ...mediaTypeNormalise(base, snapshot) };
};

// The methods routes name, in the cases they are written: their other case looked up, not
// recomputed on every call. A Map and a null-prototype object: "constructor" finds nothing here.
const standard = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const upperOf = new Map(standard.flatMap((m) => [[m, m], [m.toLowerCase(), m]]));
const lowerOf = Object.assign(Object.create(null), ...standard.flatMap((m) => [{ [m]: m.toLowerCase() }, { [m.toLowerCase()]: m.toLowerCase() }]));
/** A valid method (an HTTP token) in upper case, else `undefined`. */
const methodUpper = (method) => typeof method === "string" ? (upperOf.get(method) ?? (types.Method.is(method) ? method.toUpperCase() : undefined)) : undefined;
/** A method in lower case, as results carry it. */
const methodLower = (method) => lowerOf[method] ?? method.toLowerCase();

/** A plain object or an array: what the trees here are made of. */
const isBranch = (value) => Array.isArray(value) || isPlainObject(value);
/**
 * The most keys a per-call copy spreads: V8 defines hundreds of keys spread onto an object in
 * quadratic time, so larger objects are copied key by key.
 */
const spreadLimit = 64;
/** Whether every value of `branch` is a leaf and it has no symbol key: a spread copies it exactly. */
const leavesOnly = (branch) => {
    if (Array.isArray(branch)) {
        // Through the iterator, as Array.from and the copy below read it (a hole is undefined).
        for (const item of branch)
            if (isBranch(item))
                return false;
        return true;
    }
    for (const key of Object.keys(branch))
        if (isBranch(branch[key]))
            return false;
    // A spread would copy symbol keys too, which the copy below leaves out.
    return Object.getOwnPropertySymbols(branch).length === 0;
};
/**
 * A deep copy of the tree's branches, cycles kept as cycles (and shared branches shared).
 * Iterative: plainDepth counts a branch at the first depth it is met, so a long chain of
 * branches can hide behind a short path, and recursion along it would overflow the stack.
 */
const plainCopy = (value) => {
    // Most values are leaves (the per-call merge copies every default key): no map for them.
    if (!isBranch(value))
        return value;
    // A branch of leaves only (the defaults' headers) has no cycle: a spread copies it, its
    // keys defined as own data (`__proto__` too), without the map and the per-key defines.
    if (leavesOnly(value))
        return Array.isArray(value) ? Array.from(value) : { ...value };
    const copies = new Map();
    const pending = [];
    // The (still empty) copy of `node`; filled when taken off the list.
    const copyOf = (node) => {
        if (!isBranch(node))
            return node;
        const done = copies.get(node);
        if (done !== undefined)
            return done;
        const out = Array.isArray(node) ? [] : {};
        copies.set(node, out);
        pending.push([node, out]);
        return out;
    };
    const root = copyOf(value);
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const [node, out] = next;
        if (Array.isArray(node)) {
            for (const item of node)
                out.push(copyOf(item));
            continue;
        }
        for (const key of Object.keys(node)) {
            // Not setOwn's plain assignment for __proto__: define it as own data.
            Object.defineProperty(out, key, { value: copyOf(node[key]), enumerable: true, writable: true, configurable: true });
        }
    }
    return root;
};
/** Freezes every branch with immer (shallowly, one by one, leaves untouched); iterative. */
const plainFreeze = (value) => {
    const stack = [value];
    while (stack.length > 0) {
        const node = stack.pop();
        // A frozen branch is shared with earlier defaults, frozen already, all the way down.
        if (!isBranch(node) || Object.isFrozen(node))
            continue;
        immer.freeze(node);
        for (const key of Object.keys(node))
            stack.push(node[key]);
    }
    return value;
};
/** How deep the tree's branches nest (a cycle counts once); iterative, so any depth is safe. */
const plainDepth = (value) => {
    const seen = new Set();
    const stack = [[value, 0]];
    let deepest = 0;
    while (stack.length > 0) {
        const [node, depth] = stack.pop();
        if (!isBranch(node) || seen.has(node))
            continue;
        seen.add(node);
        deepest = Math.max(deepest, depth + 1);
        for (const key of Object.keys(node))
            stack.push([node[key], depth + 1]);
    }
    return deepest;
};

const flatOf = new WeakMap();
const flatDefaults = (defaults) => {
    const known = flatOf.get(defaults);
    if (known !== undefined)
        return known;
    if (!Object.isFrozen(defaults))
        return undefined;
    const keys = [];
    for (const key of Object.keys(defaults)) {
        const value = defaults[key];
        if (!knownOptions.has(key))
            keys.push(key);
        if (!isBranch(value))
            continue;
        if (key !== "headers" && key !== "mediaType" && key !== "request")
            return undefined;
        if (!Object.isFrozen(value) || !leavesOnly(value))
            return undefined;
    }
    const flat = {
        underKeys: keys,
        url: getOwn(defaults, "url"),
        data: getOwn(defaults, "data"),
        request: getOwn(defaults, "request"),
    };
    flatOf.set(defaults, flat);
    return flat;
};
// The defaults' request under the options': two plain objects merge one level (the options'
// keys read once, in order), anything else given wins by reference, and a plain request
// nothing overrides is copied: the result's `request` is the caller's to change.
// Copies of the defaults' branches by a loop, not a spread: V8 spreads thousands of keys in
// more than linear time (1 000 → 10 000 keys: 15 times the time, against 11 by the loop).
const leavesCopy = (branch) => {
    const copy = {};
    for (const name in branch)
        if (hasOwn(branch, name))
            setOwn(copy, name, branch[name]);
    return copy;
};
const requestOver = (base, given) => {
    if (given === undefined)
        return isPlainObject(base) ? leavesCopy(base) : base;
    if (!isPlainObject(base) || !isPlainObject(given))
        return given;
    const both = leavesCopy(base);
    for (const name of Object.keys(given))
        setOwn(both, name, given[name]);
    return both;
};
// The defaults' headers with these over them: names lower-cased, `undefined` values dropped,
// each value read once and checked as it is taken.
const headersOver = (base, headers) => {
    if (!isPlainObject(headers))
        return undefined;
    const merged = headersCopy(base);
    for (const name of Object.keys(headers)) {
        // A bad name fails even with an `undefined` value, as HeadersInput has it.
        if (!types.HeaderName.is(name))
            return undefined;
        const value = headers[name];
        if (value === undefined)
            continue;
        if (!types.HeaderValue.is(value))
            return undefined;
        setOwn(merged, name.toLowerCase(), value);
    }
    return merged;
};
const flatCascade = (defaults, options) => {
    const flat = flatDefaults(defaults);
    if (flat === undefined)
        return undefined;
    let method = defaults.method;
    let url = flat.url;
    let baseUrl = defaults.baseUrl;
    let headers = defaults.headers;
    let mediaType = defaults.mediaType;
    let request;
    let data = flat.data;
    // Symbol keys are not options: for-in leaves them out, as the general path does.
    for (const key in options) {
        if (!hasOwn(options, key))
            continue;
        const value = options[key];
        switch (key) {
            case "method": {
                const upper = methodUpper(value);
                if (upper === undefined)
                    return undefined;
                method = upper;
                break;
            }
            case "url":
                if (typeof value !== "string")
                    return undefined;
                url = value;
                break;
            case "baseUrl":
                if (!types.BaseUrl.is(value))
                    return undefined;
                baseUrl = value;
                break;
            case "headers": {
                const over = headersOver(defaults.headers, value);
                if (over === undefined)
                    return undefined;
                headers = over;
                break;
            }
            case "mediaType": {
                const over = mediaTypeOver(defaults.mediaType, value);
                if (over === undefined)
                    return undefined;
                mediaType = over;
                break;
            }
            case "request":
                if (!types.RequestMeta.is(value))
                    return undefined;
                request = value;
                break;
            case "data":
                if (value === undefined)
                    return undefined;
                data = value;
                break;
            default:
                // `undefined` means "not set": the general path drops it.
                if (value === undefined)
                    return undefined;
        }
    }
    return {
        method,
        baseUrl,
        url,
        headers,
        mediaType,
        request: requestOver(flat.request, request),
        data,
        under: defaults,
        underKeys: flat.underKeys,
        over: options,
    };
};

/**
 * Deep merge of plain objects: `patch` wins, plain objects on both sides merge, anything else
 * (arrays included) is replaced. Patch values are taken by reference; base values that the
 * patch leaves alone go through `adopt`: the identity shares them (long-lived, frozen
 * defaults), `plainCopy` (plainTree.ts) makes a fresh, mutable result (per call).
 *
 * Defaults keep cycles as cycles (plainTree.ts), so both sides may hold one: each pair of
 * objects is merged once, into one result, which closes a cycle where recursion would never
 * end. A work list instead of recursion keeps any depth of patch safe for the stack.
 */
const mergeDeep = (adopt) => (base, patch) => {
    const results = new Map();
    const pending = [];
    // The (still empty) result of merging `left` and `right`; filled when taken off the list.
    const resultOf = (left, right) => {
        const byRight = results.get(left) ?? new Map();
        results.set(left, byRight);
        const known = byRight.get(right);
        if (known !== undefined)
            return known;
        const result = {};
        byRight.set(right, result);
        pending.push([left, right, result]);
        return result;
    };
    const root = resultOf(base, patch);
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const [left, right, result] = next;
        // Keys keep the base's order, new keys follow in the patch's: query strings are built
        // in this order.
        for (const key of Object.keys(left)) {
            if (!hasOwn(right, key)) {
                setOwn(result, key, adopt(left[key]));
                continue;
            }
            const current = left[key];
            const value = right[key];
            setOwn(result, key, isPlainObject(value) && isPlainObject(current) ? resultOf(current, value) : value);
        }
        for (const key of Object.keys(right)) {
            if (!hasOwn(left, key))
                setOwn(result, key, right[key]);
        }
    }
    return root;
};

/** A short, single-line rendering of a rejected value for messages. */
const valueShow = (value) => {
    switch (typeof value) {
        case "string":
            return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
        case "number":
        case "boolean":
        case "undefined":
            return String(value);
        case "bigint":
            return `${value}n`;
        case "function":
            return "a function";
        case "symbol":
            return "a symbol";
        default:
            return value === null ? "null" : Array.isArray(value) ? "an array" : "an object";
    }
};
// Union and intersection members appear in io-ts contexts as "0", "1", ...: not user keys.
const isCombinator = (type) => {
    const tag = type._tag;
    return tag === "UnionType" || tag === "IntersectionType";
};
const errorPath = (error) => error.context.flatMap((entry, i) => {
    const parent = error.context[i - 1];
    return i === 0 || (parent !== undefined && isCombinator(parent.type)) ? [] : [entry.key];
});
/** The `EndpointError` that explains why `value` failed the codec: its code and the key. */
const explain = (error) => {
    const path = errorPath(error);
    const [option, name] = path;
    const expected = error.context[error.context.length - 1]?.type.name ?? "a valid value";
    const code = option === "headers" && name !== undefined
        ? "INVALID_HEADER"
        : option === "method" && path.length === 1 && typeof error.value === "string"
            ? "INVALID_METHOD"
            : option === "baseUrl" && path.length === 1 && typeof error.value === "string"
                ? "INVALID_BASE_URL"
                : "INVALID_OPTIONS";
    switch (code) {
        case "INVALID_HEADER":
            return new EndpointError(code, expected === "HeaderName"
                ? `invalid header name ${JSON.stringify(name)}: it must be an RFC 9110 token`
                : `invalid value for header "${name}": ${valueShow(error.value)}; a header value must be a string without CR, LF or NUL, or a finite number`);
        case "INVALID_METHOD":
            return new EndpointError(code, `invalid method ${valueShow(error.value)}: it must be an RFC 9110 token such as GET or POST`);
        case "INVALID_BASE_URL":
            return new EndpointError(code, `invalid baseUrl ${valueShow(error.value)}: it must be an absolute http: or https: URL of printable ASCII, without query or fragment`);
        default:
            return new EndpointError(code, `invalid option "${path.join(".")}": expected ${expected}, got ${valueShow(error.value)}`);
    }
};
/**
 * Checks `value` against a codec of `@request-options/types`. The guard (`is`) runs first;
 * only a failure pays for a full decode, whose first error becomes the `EndpointError`.
 */
const optionsCheck = (codec) => (value) => {
    if (codec.is(value))
        return E.right(value);
    const decoded = codec.decode(value);
    const first = E.isLeft(decoded) ? decoded.left[0] : undefined;
    // `is` and `decode` of one codec agree; the fallback only keeps this total.
    return E.left(first === undefined ? new EndpointError("INVALID_OPTIONS", `invalid options: expected ${codec.name}`) : explain(first));
};

/**
 * The options with their nested known options (`headers`, `mediaType` and its `previews`)
 * copied: every getter or Proxy trap of the caller's is read once, so what is checked is what
 * is used (a header getter cannot pass the check clean and then return CR LF). Sparse
 * previews become explicit `undefined`s, which the check refuses. The copy has no prototype.
 */
const optionsSnapshot = (options) => {
    // No prototype: the checks and the merge read an absent option as absent, never as a value on
    // a polluted Object.prototype. (Object.assign reads what a spread reads, each getter once.)
    const snapshot = Object.assign(Object.create(null), options);
    if (isPlainObject(snapshot["headers"]))
        snapshot["headers"] = { ...snapshot["headers"] };
    if (isPlainObject(snapshot["mediaType"]))
        snapshot["mediaType"] = mediaTypeSnapshot(snapshot["mediaType"]);
    return snapshot;
};

const headersLower = (headers) => {
    const lower = {};
    for (const name of Object.keys(headers)) {
        const value = headers[name];
        if (value !== undefined)
            setOwn(lower, name.toLowerCase(), value);
    }
    return lower;
};
// Checked options as a patch for the merge: `undefined` dropped (in params and headers),
// header names lower-cased, method upper-cased, previews normalised.
const optionsPatch = (defaults) => (options) => {
    const keys = Object.keys(options);
    // Usually nothing is undefined (routeParse drops those): then a spread copies, which is
    // much cheaper than one keyed store per key (own data either way, `__proto__` included).
    const allDefined = keys.every((key) => options[key] !== undefined);
    const patch = allDefined ? { ...options } : {};
    if (!allDefined)
        for (const key of keys)
            if (options[key] !== undefined)
                setOwn(patch, key, options[key]);
    if (options.method !== undefined)
        patch["method"] = options.method.toUpperCase();
    if (options.headers !== undefined)
        patch["headers"] = headersLower(options.headers);
    if (options.mediaType !== undefined)
        patch["mediaType"] = mediaTypeNormalise(defaults.mediaType, options.mediaType);
    return patch;
};
const patchChecked = (defaults) => (options) => _function.pipe(options, optionsSnapshot, optionsCheck(types.EndpointOptions), E.map(optionsPatch(defaults)));
/**
 * Second stage: options merged onto the defaults, checked first (`INVALID_OPTIONS`,
 * `INVALID_HEADER`, `INVALID_METHOD`, `INVALID_BASE_URL`), as a `Cascaded`: the known
 * options merged, the parameters read from both sides later (`cascadedMerge` makes the one
 * merged object `merge()` returns). The known options are read once; the options record is
 * kept by reference, so it should be own data, as `routeParse` gives it.
 */
const defaultsCascade = (defaults) => (options) => {
    // Most calls: flat defaults and valid options; only what merges is copied.
    const flat = flatCascade(defaults, options);
    if (flat !== undefined)
        return E.right(flat);
    return _function.pipe(patchChecked(defaults)(options), 
    // Sound: `defaults` is a MergedOptions and the patch passed EndpointOptions.
    E.map((patch) => cascadedOf(mergeDeep(plainCopy)(defaults, patch))));
};
// Defaults live long and are copied and frozen whole: a bound on their nesting keeps that
// finite and any stack safe. No API option nests anywhere near it.
const nestingLimit = 256;
const nestingCheck = (patch) => plainDepth(patch) > nestingLimit ? fail("INVALID_OPTIONS", `invalid defaults: objects nested deeper than ${nestingLimit} levels`) : E.right(patch);
/**
 * New long-lived defaults for `.defaults()`: the same merge, sharing what it leaves alone
 * with the previous defaults, its new branches frozen by immer. The caller's plain objects
 * and arrays are copied before the freeze, so none of theirs is frozen; class instances,
 * Maps and functions are kept by reference and never frozen.
 */
const defaultsDerive = (defaults) => (options) => _function.pipe(patchChecked(defaults)(options), chain(nestingCheck), 
// Sound: as in defaultsCascade; the copy of a plain record is a plain record.
E.map((patch) => plainFreeze(mergeDeep(_function.identity)(defaults, plainCopy(patch)))));

/**
 * The time value of a `Date` from any realm, else `None`: a brand check, since `instanceof`
 * misses another realm's Dates and accepts fakes built on `Date.prototype`. Shared by the
 * query string and the URL template, so both place a Date alike.
 */
const dateTime = (value) => _function.pipe(E.tryCatch(() => Reflect.apply(Date.prototype.getTime, value, []), () => undefined), O.fromEither, O.filter((time) => typeof time === "number"));

/**
 * A UTF-16 code unit of a surrogate pair without its partner. Such a string has no UTF-8 form:
 * `encodeURI` and `encodeURIComponent` would throw a URIError. Shared by the query string and
 * the URL template, which refuse it alike.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A character outside RFC 3986's unreserved set (ALPHA, DIGIT, `-`, `.`, `_`, `~`). Text
 * without one is its own percent-encoding under every encoder the URL and the query use, so
 * the encoders run only for the rest (most values are `octokit` or `rest.js`).
 */
const notUnreserved = /[^\w.~-]/;

/**
 * Query strings from leftover parameters (DECISIONS.md, "Parameters"):
 *
 * - strings as they are; numbers, bigints and booleans by `String()`; a `Date` by
 *   `toISOString()` (an invalid one is `INVALID_PARAMETER`);
 * - arrays joined with a literal `,`, each element by the rules above and encoded on its own;
 *   `null` and `undefined` elements are dropped;
 * - a key ending in `[]` with an array value is repeated once per element
 *   (`fields[]=1&fields[]=2`), and left out for an empty array;
 * - a `null` or `undefined` value drops the key;
 * - plain objects, other objects, nested arrays, functions and symbols are
 *   `INVALID_PARAMETER`, naming the key;
 * - values are encoded with `encodeURIComponent`; names too, except that `[` and `]` stay
 *   literal; the `q` parameter keeps a literal `+` between its encoded parts (search syntax).
 */
const quote = (name) => JSON.stringify(name);
const invalid = (name, what) => fail("INVALID_PARAMETER", `parameter ${quote(name)} ${what}`);
/** What a value is, for messages. */
const kind$1 = (value) => {
    if (typeof value === "function")
        return "a function";
    if (typeof value === "symbol")
        return "a symbol";
    if (Array.isArray(value))
        return "an array";
    return "an object";
};
/**
 * A single (non-array) value as an unencoded string, `undefined` for `null` or `undefined`
 * (dropped), or a `Left` naming `name`. `where` locates an array element in the message.
 */
const scalar = (name, value, where) => {
    switch (typeof value) {
        case "string":
            return loneSurrogate.test(value)
                ? invalid(name, `${where}contains a lone UTF-16 surrogate: it cannot be percent-encoded`)
                : E.right(value);
        case "number":
        case "bigint":
        case "boolean":
            return E.right(String(value));
        case "undefined":
            return E.right(undefined);
        default:
            if (value === null)
                return E.right(undefined);
            if (typeof value === "object") {
                const time = dateTime(value);
                if (O.isSome(time)) {
                    return Number.isNaN(time.value) ? invalid(name, `${where}is an invalid Date: it has no ISO string`) : E.right(new Date(time.value).toISOString());
                }
            }
            return invalid(name, `${where}is ${kind$1(value)}: it cannot be placed in a query string`);
    }
};
/** `encodeURIComponent`, keeping `[` and `]` literal (for names such as `fields[]`). */
const encodeName = (name) => notUnreserved.test(name) ? encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]") : name;
/** `encodeURIComponent`, except that `q` keeps a literal `+` between its encoded parts. */
const encodeValue = (name, value) => {
    if (!notUnreserved.test(value))
        return value;
    return name === "q" && value.includes("+") ? value.split("+").map(encodeURIComponent).join("+") : encodeURIComponent(value);
};
/** The array's elements as unencoded strings, `null` and `undefined` ones dropped. */
const elements = (name, values) => {
    const strings = [];
    // An index loop: holes of a sparse array read as `undefined` and are dropped.
    for (let index = 0; index < values.length; index += 1) {
        const element = values[index];
        const where = `has an element at index ${index} that `;
        if (Array.isArray(element)) {
            return invalid(name, `${where}is an array: nested arrays cannot be placed in a query string`);
        }
        const converted = scalar(name, element, where);
        if (E.isLeft(converted))
            return converted;
        if (converted.right !== undefined)
            strings.push(converted.right);
    }
    return E.right(strings);
};
/** The `name=value` pairs of one parameter (none when it is dropped). */
const pairs = (name, value) => {
    if (loneSurrogate.test(name)) {
        return invalid(name, "has a name with a lone UTF-16 surrogate: it cannot be percent-encoded");
    }
    const encodedName = encodeName(name);
    if (Array.isArray(value)) {
        const strings = elements(name, value);
        if (E.isLeft(strings))
            return strings;
        const encoded = strings.right.map((s) => encodeValue(name, s));
        return E.right(name.endsWith("[]")
            ? encoded.map((s) => `${encodedName}=${s}`)
            : [`${encodedName}=${encoded.join(",")}`]);
    }
    const converted = scalar(name, value, "");
    if (E.isLeft(converted))
        return converted;
    return E.right(converted.right === undefined ? [] : [`${encodedName}=${encodeValue(name, converted.right)}`]);
};
/**
 * The query string of `parameters` (own keys, in their order), without a leading `?`;
 * `""` when nothing is left to place. A value that cannot be placed is `INVALID_PARAMETER`,
 * naming its key.
 */
const queryString = (parameters) => {
    // One string built as it goes: for a few pairs, faster than an array and a join.
    let query = "";
    for (const name in parameters) {
        if (!hasOwn(parameters, name))
            continue;
        const added = queryAdd(query, name, parameters[name]);
        if (typeof added !== "string")
            return added;
        query = added;
    }
    return E.right(query);
};
/** `queryString` of the parameters `parametersEach` visits: no object of them is built. */
const queryStringOf = (cascaded, placed) => {
    let query = "";
    let failure;
    parametersEach(cascaded, placed, (name, value) => {
        const added = queryAdd(query, name, value);
        if (typeof added === "string")
            query = added;
        else
            failure = added;
        return failure === undefined;
    });
    return failure ?? E.right(query);
};
/** `query` with the pairs of one parameter appended, or the `Left` that explains why it cannot be. */
const queryAdd = (query, name, value) => {
    // Most values are strings, numbers or booleans under a plain name: one pair, built here.
    // A name or value the encoders refuse (a lone surrogate) throws, and `pairs` explains it.
    const pair = typeof value === "string" || typeof value === "number" || typeof value === "boolean"
        ? scalarPair(name, String(value))
        : Array.isArray(value)
            ? scalarListPairs(name, value)
            : undefined;
    if (pair !== undefined)
        return query === "" ? pair : `${query}&${pair}`;
    const some = pairs(name, value);
    if (E.isLeft(some))
        return some;
    let text = query;
    for (const one of some.right)
        text = text === "" ? one : `${text}&${one}`;
    return text;
};
const scalarPair = (name, text) => {
    try {
        return `${encodeName(name)}=${encodeValue(name, text)}`;
    }
    catch {
        return undefined;
    }
};
// An array of strings, numbers, booleans, nulls and undefineds (the usual list) as its pairs,
// built here; `undefined` for anything else, or for what the encoders refuse, which `pairs`
// then explains. An empty result (nothing left to place) is left to `pairs` too.
const scalarListPairs = (name, values) => {
    try {
        const repeated = name.endsWith("[]");
        const encodedName = encodeName(name);
        let text = "";
        let count = 0;
        for (let index = 0; index < values.length; index += 1) {
            const element = values[index];
            if (element === null || element === undefined)
                continue;
            if (typeof element !== "string" && typeof element !== "number" && typeof element !== "boolean")
                return undefined;
            const encoded = encodeValue(name, String(element));
            // `fields[]=1&fields[]=2`, or `labels=a,b`.
            text = count === 0 ? `${encodedName}=${encoded}` : repeated ? `${text}&${encodedName}=${encoded}` : `${text},${encoded}`;
            count += 1;
        }
        return count === 0 ? undefined : text;
    }
    catch {
        return undefined;
    }
};
/**
 * `url` with `query` appended: after `?` when the URL has no query yet, else after `&` (none
 * when the URL already ends in `?` or `&`); before a `#fragment`, if any. An empty `query`
 * leaves the URL unchanged.
 */
const queryAppend = (url, query) => {
    if (query === "")
        return url;
    const hash = url.indexOf("#");
    const base = hash === -1 ? url : url.slice(0, hash);
    const fragment = hash === -1 ? "" : url.slice(hash);
    const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
    return `${base}${separator}${query}${fragment}`;
};

/**
 * Methods (lower case) that carry the leftover parameters in a body; every other one puts them
 * in the query. Compared, not looked up in a Set: the names are the interned literals of
 * methodLower, so each comparison is one pointer test.
 */
const isBodyMethod = (method) => method === "post" || method === "patch" || method === "put" || method === "delete";
/** Methods (lower case) that send `body: ""` when they have nothing else (the API wants a zero length). */
const isEmptyBodyMethod = (method) => method === "put" || method === "patch";
const jsonContentType = "application/json; charset=utf-8";
/** A new plain object of the parameters whose value is not `undefined` (`null` kept), if any. */
const definedParameters = (parameters) => {
    const body = {};
    let found = false;
    for (const name in parameters) {
        if (!hasOwn(parameters, name))
            continue;
        const value = parameters[name];
        if (value !== undefined) {
            setOwn(body, name, value);
            found = true;
        }
    }
    return found ? body : undefined;
};
/** The body from the parameters: `fresh` ones (made for this call) as they are, others copied. */
const parametersBody = (parameters, fresh) => {
    if (!fresh)
        return definedParameters(parameters);
    for (const name in parameters)
        if (hasOwn(parameters, name))
            return parameters;
    return undefined;
};
const bodyOf = (options, parameters, fresh, method) => {
    // A `data` is the body, whatever it is (`null` included). `data: undefined` means
    // "not set", like every other `undefined` option (DECISIONS.md, "Parameters").
    const data = options.data;
    if (data !== undefined)
        return { kind: "caller", value: data };
    const fromParameters = parametersBody(parameters, fresh);
    if (fromParameters !== undefined)
        return { kind: "caller", value: fromParameters };
    return isEmptyBodyMethod(method) ? { kind: "filler", value: "" } : noBody;
};
/** The result, with `body` and `options.request` (by reference) only when set. */
const resultOf = (options, method, url, headers, body) => {
    const result = { method, url, headers };
    if (body.kind !== "none")
        result.body = body.value;
    const request = options.request;
    if (request !== undefined)
        result.request = request;
    return result;
};
const noBody = { kind: "none" };
/**
 * Places the leftover parameters (DECISIONS.md, "Parameters"): in a JSON body for `PATCH`,
 * `POST`, `PUT` and `DELETE` (any case) unless `data` gives the body; in the query for every
 * other method. Returns the result so far, `accept` not yet amended: `method` lower case,
 * fresh `headers` (`content-type` defaulted when there is a body), `body` and `request` only
 * when present. `data`, `request` and nested values pass by reference; so do the leftovers,
 * as the body, when they are a plain object of defined values. Nothing is mutated.
 */
const paramPartition = (expanded) => {
    const { options, url, placed, queryFreeUrl } = expanded;
    const method = methodLower(options.method);
    const headers = headersCopy(options.headers);
    // templateExpand's parameters are made from `options` and `placed` (its Expanded builds them
    // when read, from its prototype). An own `parameters` is someone's own: it wins. A copy of
    // templateExpand's Expanded ({ ...expanded, url }) has none, and still gets its parameters.
    const derived = placed !== undefined && !hasOwn(expanded, "parameters");
    if (!isBodyMethod(method)) {
        // `data` is a known option, never a query parameter; it is simply not sent.
        const query = derived ? queryStringOf(options, placed) : queryString(expanded.parameters);
        if (E.isLeft(query))
            return query;
        // A URL known to have no query or fragment is not read (reading a URL built piece by piece copies it whole).
        const withQuery = queryFreeUrl === url && query.right !== "" ? `${url}?${query.right}` : queryAppend(url, query.right);
        return E.right({ options, request: resultOf(options, method, withQuery, headers, noBody) });
    }
    // parametersOf's object is made for this call, without undefined values: it is the body.
    const body = derived ? bodyOf(options, parametersOf(options, placed), true, method) : bodyOf(options, expanded.parameters, false, method);
    if (body.kind === "caller" && !hasOwn(headers, "content-type")) {
        headers["content-type"] = jsonContentType;
    }
    return E.right({ options, request: resultOf(options, method, url, headers, body) });
};

// "." or ".." once %2E (any case) is decoded: what URL normalisation would collapse.
const isDotSegment = (segment) => {
    const decoded = segment.replace(/%2e/gi, ".");
    return decoded === "." || decoded === "..";
};
// A non-empty piece made of "." and "%2E" only, after a slash or the start, before a slash,
// "?", "#" or the end. Linear: no piece is rescanned.
const dotsOnlyPiece = /(?:^|\/)(?:\.|%2e)+(?=[/?#]|$)/i;
const dotSegmentFail = (names, segment) => fail("INVALID_PARAMETER", `parameter "${names}" expands to the path segment "${segment}": a dot segment would change the request's path`);
const endsPath = (part) => part.kind === "expression" && (part.operator === "?" || part.operator === "&" || part.operator === "#");
/**
 * The exact check: the path scanned segment by segment. `dotSegmentCheck` runs it only when
 * its fast test finds a suspect; exported for the test that holds the two to one answer.
 */
const dotSegmentScan = (template) => (rendered) => {
    let segment = "";
    let from; // the variables whose expansion is in the current segment
    scan: for (let p = 0; p < template.parts.length; p++) {
        const part = template.parts[p];
        if (endsPath(part))
            break;
        const names = part.kind === "expression" ? part.variables.map((v) => v.name).join(",") : undefined;
        const text = rendered[p] ?? "";
        // The segment grows by slices, not by one concatenation per character: a 100 000-character
        // expansion would leave as many strings chained for the garbage collector.
        let start = 0; // where the current segment begins in `text`
        for (let i = 0; i < text.length; i++) {
            const c = text[i];
            // A literal "?" or "#" ends the path, and so does one a reserved expansion ({+x}) put
            // there: "..?x" would otherwise reach the server as "/?x" once ".." is resolved.
            if (c === "?" || c === "#") {
                segment += text.slice(start, i);
                break scan;
            }
            if (c !== "/") {
                if (names !== undefined)
                    from = names;
            }
            else {
                segment += text.slice(start, i);
                if (from !== undefined && isDotSegment(segment))
                    return dotSegmentFail(from, segment);
                segment = "";
                from = undefined;
                start = i + 1;
            }
        }
        segment += text.slice(start);
    }
    return from !== undefined && isDotSegment(segment) ? dotSegmentFail(from, segment) : E.right(rendered);
};
/**
 * Rejects a value that would expand to a whole path segment `.` or `..` (also `%2E`, ...):
 * URL normalisation would silently send the request elsewhere (`/repos/{owner}/issues` with
 * `owner: ".."` reaches `/issues`). Only segments holding expanded characters count: the
 * template's own literals are the caller's choice. The path ends at a `?` or `#` (literal,
 * or put there by a reserved expansion) or at a `{?…}`, `{&…}` or `{#…}` expression.
 * `rendered` holds one string per template part.
 */
const dotSegmentCheck = (template) => (rendered) => {
    // Fast path, run on every call: a dot segment holding expanded characters holds a whole
    // "/"-delimited piece of one expansion made of dots and %2E only ("rest.js" has none).
    for (let p = 0; p < template.parts.length; p++) {
        const text = template.parts[p]?.kind === "expression" ? (rendered[p] ?? "") : "";
        if ((text.indexOf(".") !== -1 || text.indexOf("%") !== -1) && dotsOnlyPiece.test(text))
            return dotSegmentScan(template)(rendered);
    }
    return E.right(rendered);
};

/**
 * `compute`, memoised by its string argument, successes only, at most `capacity` entries (the
 * oldest insertion evicted first; `capacity` at least 1): routes and URL templates repeat, and a
 * process that builds them on the fly must not grow without end. Failures are not kept: an
 * EndpointError is a mutable Error a caller may throw and annotate, and a burst of bad input
 * must not evict good entries. What is kept is shared by every caller, so `compute` returns
 * frozen values.
 */
const successMemo = (capacity, compute) => {
    const kept = new Map();
    // The kept keys in insertion order, as a ring: `oldest` is the slot of the next to evict.
    // Asking the Map for its first key instead walks past every entry deleted before it, until
    // the Map next rehashes: at 1000 entries, 1.8 to 3.4 µs an insertion and eviction, against
    // 0.5 to 0.9 µs with the ring (a micro-benchmark of 200 000 distinct keys, on a loaded machine).
    const order = [];
    let oldest = 0;
    const memoised = (key) => {
        const hit = kept.get(key);
        if (hit !== undefined)
            return hit;
        const computed = compute(key);
        if (E.isRight(computed)) {
            if (order.length < capacity) {
                order.push(key);
            }
            else {
                kept.delete(order[oldest]);
                order[oldest] = key;
                oldest = (oldest + 1) % capacity;
            }
            kept.set(key, Object.freeze(computed));
        }
        return computed;
    };
    return Object.assign(memoised, { size: () => kept.size });
};

/** What an expression's output starts with when any of its variables is defined (RFC 6570 §3.2.1). */
const operatorFirst = {
    "": "",
    "+": "",
    "#": "#",
    ".": ".",
    "/": "/",
    ";": ";",
    "?": "?",
    "&": "&",
};
/** What separates the outputs of an expression's defined variables (RFC 6570 §3.2.1). */
const operatorSeparator = {
    "": ",",
    "+": ",",
    "#": ",",
    ".": ".",
    "/": "/",
    ";": ";",
    "?": "&",
    "&": "&",
};
/**
 * A scan's failure. Scanners return their value or this, not an Either: a 100 000-character
 * template can hold 50 000 varspecs, and a wrapper per token doubles the garbage to collect.
 */
class ScanFailure {
    constructor(result) {
        this.result = result;
    }
}
const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const PERCENT = 0x25;
const COMMA = 0x2c;
const DOT = 0x2e;
const COLON = 0x3a;
const STAR = 0x2a;
const isDigit = (code) => code >= 0x30 && code <= 0x39;
const isAlpha = (code) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isHex = (code) => isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
/** RFC 6570 varchar, without the pct-encoded form (checked separately). */
const isVarChar = (code) => isAlpha(code) || isDigit(code) || code === 0x5f;
const isSurrogate = (code) => code >= 0xd800 && code <= 0xdfff;
/**
 * How a literal ASCII character is written out: unreserved and reserved characters (RFC 3986)
 * as they are, every other one as its pct-encoded triplet (RFC 6570 §3.1).
 */
const literalAscii = Array.from({ length: 0x80 }, (_, code) => {
    const c = String.fromCharCode(code);
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".includes(c)
        ? c
        : `%${code.toString(16).toUpperCase().padStart(2, "0")}`;
});
const operators = new Set(["+", "#", ".", "/", ";", "?", "&"]);
/** RFC 6570 §2.2 keeps these for future extensions: a template using them is invalid. */
const reservedOperators = new Set(["=", ",", "!", "@", "|"]);
const isOperator = (c) => operators.has(c);
/** The character at `position` for a message (a whole code point), or "end of template". */
const found = (source, position) => {
    const code = source.codePointAt(position);
    return code === undefined ? "end of template" : JSON.stringify(String.fromCodePoint(code));
};
const syntaxError = ({ source }, position, expected) => new ScanFailure(fail("INVALID_URL_TEMPLATE", `invalid URL template ${JSON.stringify(source)}: unexpected ${found(source, position)} at position ${position}, expected ${expected}`));
/** A run of literal characters up to the next `{` (or the end), percent-encoded. */
const literalScan = (cursor) => {
    const { source } = cursor;
    // Runs that stay as they are are sliced, not copied character by character. The pieces are
    // joined once at the end: a string grown by `+=` per encoded character would be a chain as
    // deep as their count, which every render of the cached template would walk again.
    const pieces = [];
    let kept = cursor.at;
    let i = cursor.at;
    const encoded = (triplets, width) => {
        pieces.push(source.slice(kept, i), triplets);
        i += width;
        kept = i;
    };
    while (i < source.length) {
        const code = source.charCodeAt(i);
        if (code === OPEN)
            break;
        if (code === CLOSE)
            return syntaxError(cursor, i, 'a literal character or "{" (a "}" only closes an expression)');
        const ascii = literalAscii[code];
        if (code === PERCENT && isHex(source.charCodeAt(i + 1)) && isHex(source.charCodeAt(i + 2))) {
            i += 3;
        }
        else if (ascii !== undefined) {
            if (ascii.length === 1)
                i += 1;
            else
                encoded(ascii, 1);
        }
        else {
            // Beyond ASCII: UTF-8 percent-encoded; a lone surrogate has no UTF-8 form.
            const width = (source.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
            if (width === 1 && isSurrogate(code))
                return syntaxError(cursor, i, "a well-formed character (lone surrogate)");
            encoded(encodeURIComponent(source.slice(i, i + width)), width);
        }
    }
    cursor.at = i;
    pieces.push(source.slice(kept, i));
    return { kind: "literal", text: pieces.join("") };
};
/** A varname (RFC 6570 §2.3): varchars and pct-encoded triplets, single dots between. */
const varNameScan = (cursor, expectedFirst) => {
    const { source } = cursor;
    const start = cursor.at;
    let i = start;
    let needChar = true;
    for (;;) {
        const code = source.charCodeAt(i);
        if (isVarChar(code)) {
            i += 1;
            needChar = false;
        }
        else if (code === PERCENT) {
            if (!isHex(source.charCodeAt(i + 1)))
                return syntaxError(cursor, i + 1, 'two hexadecimal digits after "%"');
            if (!isHex(source.charCodeAt(i + 2)))
                return syntaxError(cursor, i + 2, 'two hexadecimal digits after "%"');
            i += 3;
            needChar = false;
        }
        else if (needChar) {
            return syntaxError(cursor, i, i === start ? expectedFirst : 'a variable name character after "."');
        }
        else if (code === DOT) {
            i += 1;
            needChar = true;
        }
        else {
            cursor.at = i;
            return source.slice(start, i);
        }
    }
};
/** The digits of a prefix modifier (just after its `:`): 1 to 9999, no leading zero. */
const prefixScan = (cursor) => {
    const { source, at: start } = cursor;
    const first = source.charCodeAt(start);
    if (!isDigit(first) || first === 0x30)
        return syntaxError(cursor, start, "a prefix length from 1 to 9999");
    let i = start + 1;
    while (i < start + 4 && isDigit(source.charCodeAt(i)))
        i += 1;
    cursor.at = i;
    return Number(source.slice(start, i));
};
/** What may follow a varspec, for the message when something else does. */
const expectedAfter = (spec, next) => {
    if (spec.explode)
        return '"," or "}"';
    if (spec.prefix === undefined)
        return 'a variable name character, ".", ":", "*", "," or "}"';
    if (next === STAR)
        return '"," or "}" (a prefix and "*" cannot be combined)';
    return spec.prefix > 999 ? '"," or "}" (a prefix length is at most 9999)' : 'a digit, "," or "}"';
};
/** A varspec; it must be followed by `,` or `}`, which is not consumed. */
const varSpecScan = (cursor, expectedFirst) => {
    const name = varNameScan(cursor, expectedFirst);
    if (name instanceof ScanFailure)
        return name;
    let explode = false;
    let prefix;
    const modifier = cursor.source.charCodeAt(cursor.at);
    if (modifier === STAR) {
        explode = true;
        cursor.at += 1;
    }
    else if (modifier === COLON) {
        cursor.at += 1;
        const scanned = prefixScan(cursor);
        if (scanned instanceof ScanFailure)
            return scanned;
        prefix = scanned;
    }
    const spec = { name, explode, prefix };
    const next = cursor.source.charCodeAt(cursor.at);
    return next === COMMA || next === CLOSE ? spec : syntaxError(cursor, cursor.at, expectedAfter(spec, next));
};
/** An expression, from its `{` through its `}`. */
const expressionScan = (cursor) => {
    cursor.at += 1;
    const first = cursor.source[cursor.at] ?? "";
    let operator = "";
    if (isOperator(first)) {
        operator = first;
        cursor.at += 1;
    }
    else if (reservedOperators.has(first)) {
        return syntaxError(cursor, cursor.at, `an operator or a variable name ("${first}" is reserved for future extensions)`);
    }
    const variables = [];
    for (;;) {
        const expected = operator === "" && variables.length === 0 ? "an operator or a variable name" : "a variable name";
        const spec = varSpecScan(cursor, expected);
        if (spec instanceof ScanFailure)
            return spec;
        variables.push(spec);
        // varSpecScan guarantees "," or "}" here.
        const closed = cursor.source.charCodeAt(cursor.at) === CLOSE;
        cursor.at += 1;
        if (closed)
            return { kind: "expression", operator, variables };
    }
};
/**
 * Parses an RFC 6570 level 4 template in one left-to-right pass (linear time, no backtracking).
 * A malformed template is `INVALID_URL_TEMPLATE`, naming the 0-based position of the offending
 * character and what was expected there. The result is a fresh object (the cache freezes the
 * ones it shares).
 */
const templateParse = (source) => {
    const cursor = { source, at: 0 };
    const parts = [];
    while (cursor.at < source.length) {
        const part = source.charCodeAt(cursor.at) === OPEN ? expressionScan(cursor) : literalScan(cursor);
        if (part instanceof ScanFailure)
            return part.result;
        parts.push(part);
    }
    return E.right({ source, parts });
};

/** Freezes a template and everything in it: cached templates are shared by every caller. */
const templateFreeze = (template) => {
    for (const part of template.parts) {
        if (part.kind === "expression") {
            part.variables.forEach((spec) => Object.freeze(spec));
            Object.freeze(part.variables);
        }
        Object.freeze(part);
    }
    Object.freeze(template.parts);
    return Object.freeze(template);
};
const parsed = successMemo(1000, (source) => _function.pipe(templateParse(source), E.map(templateFreeze)));
/** `templateParse`, memoised by template string (at most 1000 entries, oldest insertion evicted first). */
const templateParseCached = (source) => parsed(source);

const subDelims = /[!'()*]/;
const subDelimsAll = /[!'()*]/g;
/**
 * RFC 6570's `U` set: everything but ALPHA, DIGIT, `-`, `.`, `_`, `~` is percent-encoded.
 * (lite's default leaves `*` raw.) Strings are well-formed by now, so this never throws.
 */
const unreservedEncode = (text) => {
    if (!notUnreserved.test(text))
        return text;
    const encoded = encodeURIComponent(text);
    // Most values hold none of the five: skip the replace and its callback then.
    return subDelims.test(encoded) ? encoded.replace(subDelimsAll, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : encoded;
};
/**
 * lite encodes `+` and `#` values with `encodeURI`, which re-encodes a pct-encoded triplet
 * (`%2F` → `%252F`) and encodes `[` `]`; RFC 6570's `U+R` set keeps all three. One left-to-right
 * pass undoes exactly that (`%255B` becomes `%5B`, not `[`).
 */
const reservedRestore = (text) => text.replace(/%25([0-9A-Fa-f]{2})|%5B|%5D/g, (match, hex) => hex !== undefined ? `%${hex}` : match === "%5B" ? "[" : "]");
/**
 * A string value's expansion, computed directly: what lite gives for it once `reservedRestore`
 * has run, without lite's per-call template scan (1.3 µs a varspec, docs/performance.md).
 * RFC 6570 §3.2: `+` and `#` keep reserved characters; `?` and `&` always write `name=`; `;`
 * writes the bare name for an empty value.
 */
const stringExpand = (operator, name, text) => {
    const encoded = operator === "+" || operator === "#" ? reservedRestore(encodeURI(text)) : unreservedEncode(text);
    if (operator === ";")
        return encoded === "" ? name : `${name}=${encoded}`;
    return operator === "?" || operator === "&" ? `${name}=${encoded}` : encoded;
};
/** What lite is handed for a value. */
const liteValue = (value) => {
    switch (value.kind) {
        case "string":
            return value.value;
        case "list":
            // lite drops a composite whose output is empty: a list of one "" expands as "" would.
            return value.members.length === 1 && value.members[0] === "" ? "" : value.members;
        case "map":
            // fromEntries defines own properties: a `__proto__` key stays a key.
            return Object.fromEntries(value.entries);
    }
};
/** lite's output for exploded composites where it departs from RFC 6570. */
const explodedRestore = (operator, value, text) => {
    if (value.kind === "string")
        return text;
    // lite joins exploded map pairs with "," for "."; encoded keys and values hold no ",".
    if (operator === "." && value.kind === "map")
        return text.replaceAll(",", ".");
    // ";" puts no "=" after an empty member (ifemp is ""); lite always does. Encoded members hold no ";" or "=".
    if (operator === ";") {
        return text
            .split(";")
            .map((pair) => (pair.endsWith("=") ? pair.slice(0, -1) : pair))
            .join(";");
    }
    return text;
};
/**
 * The expansion of one defined varspec, without the expression's leading operator character,
 * computed by uri-template-lite on a one-varspec template. Any prefix modifier has already been
 * applied (by code point) to `value`, so the varspec handed to lite carries none.
 */
const liteExpand = (operator, spec) => (value) => {
    if (value.kind === "string")
        return stringExpand(operator, spec.name, value.value);
    const template = `{${operator}${spec.name}${spec.explode ? "*" : ""}}`;
    // fromEntries again: a variable named `__proto__` or `constructor` is an own property.
    const data = Object.fromEntries([[spec.name, liteValue(value)]]);
    const expanded = lite.expand(template, data, { encoder: unreservedEncode });
    const first = operatorFirst[operator];
    const body = expanded.startsWith(first) ? expanded.slice(first.length) : expanded;
    const restored = operator === "+" || operator === "#" ? reservedRestore(body) : body;
    return spec.explode ? explodedRestore(operator, value, restored) : restored;
};

const problem = (is, type) => ({ is, type });
const scalars = "strings, numbers, bigints, booleans or Dates";
const wellFormed = (text) => {
    const index = text.search(loneSurrogate);
    return index < 0 ? E.right(text) : E.left(problem(`not well-formed Unicode (lone surrogate at index ${index})`, false));
};
const describe = (value) => {
    if (typeof value === "function")
        return "a function";
    if (typeof value === "symbol")
        return "a symbol";
    if (Array.isArray(value))
        return "a list";
    if (isPlainObject(value))
        return "an object";
    return "a class instance";
};
/** A string, number, bigint, boolean or Date as its string; anything else is a Problem. */
const scalarString = (value) => {
    if (typeof value === "string")
        return wellFormed(value);
    if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean")
        return E.right(String(value));
    if (typeof value === "object" && value !== null && !Array.isArray(value) && !isPlainObject(value)) {
        const time = dateTime(value);
        if (O.isSome(time)) {
            // Built from the time value, so an own `toISOString` on the instance is never called.
            return Number.isNaN(time.value) ? E.left(problem("an invalid Date", false)) : E.right(new Date(time.value).toISOString());
        }
    }
    return E.left(problem(describe(value), true));
};
/** A member of a list or map: a scalar, or nothing for null/undefined (RFC 6570 drops those). */
const memberString = (label) => (value) => value === undefined || value === null
    ? E.right(O.none)
    : _function.pipe(scalarString(value), E.bimap(({ is, type }) => problem(`its member ${label} is ${is}${type ? ` (list and map members must be ${scalars})` : ""}`, false), O.some));
const listValue = (list) => {
    const members = [];
    // An index loop reads holes as undefined and never calls a (possibly patched) iterator.
    for (let index = 0; index < list.length; index += 1) {
        const member = memberString(String(index))(list[index]);
        if (E.isLeft(member))
            return member;
        if (O.isSome(member.right))
            members.push(member.right.value);
    }
    return E.right(members.length === 0 ? O.none : O.some({ kind: "list", members }));
};
const mapValue = (map) => {
    const entries = [];
    for (const key of Object.keys(map)) {
        const label = JSON.stringify(key);
        const member = _function.pipe(wellFormed(key), E.mapLeft(({ is }) => problem(`its key ${label} is ${is}`, false)), chain(() => memberString(label)(getOwn(map, key))));
        if (E.isLeft(member))
            return member;
        if (O.isSome(member.right))
            entries.push([key, member.right.value]);
    }
    return E.right(entries.length === 0 ? O.none : O.some({ kind: "map", entries }));
};
const anyValue = (value) => {
    if (value === undefined || value === null)
        return E.right(O.none);
    if (Array.isArray(value))
        return listValue(value);
    if (isPlainObject(value))
        return mapValue(value);
    return _function.pipe(scalarString(value), E.bimap(({ is, type }) => problem(`it is ${is}${type ? " (expected a string, number, bigint, boolean, Date, list or plain object)" : ""}`, false), (text) => O.some({ kind: "string", value: text })));
};
/**
 * The RFC 6570 value of variable `name`, or None when it is undefined in RFC terms (undefined,
 * null, a list or map with no defined member). Reads `value` only; never changes it.
 */
const templateValue = (name) => (value) => _function.pipe(anyValue(value), E.orElse(({ is }) => fail("INVALID_PARAMETER", `parameter "${name}" cannot be expanded in a URL template: ${is}`)));

/** The first `count` code points of a well-formed `text` (RFC 6570 prefixes count characters, not UTF-16 units). */
const codePointsTake = (count) => (text) => {
    let end = 0;
    for (let taken = 0; taken < count && end < text.length; taken += 1) {
        end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
    }
    return text.slice(0, end);
};
/** Applies a varspec's prefix modifier; RFC 6570 §2.4.1: it does not apply to lists and maps. */
const prefixApply = (source, spec) => (value) => {
    if (spec.prefix === undefined)
        return E.right(value);
    if (value.kind === "string")
        return E.right({ kind: "string", value: codePointsTake(spec.prefix)(value.value) });
    return fail("INVALID_URL_TEMPLATE", `invalid URL template ${JSON.stringify(source)}: the prefix ":${spec.prefix}" of variable "${spec.name}" cannot apply to its value, a ${value.kind} (prefixes apply to strings only)`);
};
/** One varspec's output, or None when its variable is undefined (RFC terms). Own properties only. */
const varSpecRender = (variables, source, operator) => (spec) => _function.pipe(getOwn(variables, spec.name), templateValue(spec.name), chain(O.traverse(E.Applicative)(prefixApply(source, spec))), E.map(O.map(liteExpand(operator, spec))));
/**
 * `stringExpand`, or `undefined` for text that is not well-formed: the encoders throw a
 * URIError on a lone surrogate, and catching it is cheaper than testing every value first.
 */
const wellFormedExpand = (operator, name, text) => {
    try {
        return stringExpand(operator, name, text);
    }
    catch {
        return undefined;
    }
};
/**
 * The text of a string, number, bigint or boolean, else `undefined`: the common case, without
 * templateValue's Eithers. A string is returned as it is, well-formed or not.
 */
const scalarText = (value) => {
    switch (typeof value) {
        case "string":
            return value;
        case "number":
        case "bigint":
        case "boolean":
            return String(value);
        default:
            return undefined;
    }
};
// A loop rather than a traverse: this runs for every variable of every call. Scalars take the
// direct path; lists, maps, Dates and values to refuse go through templateValue.
const expressionRender = (variables, source, expression) => {
    const { operator } = expression;
    let output = "";
    let defined = 0;
    const specs = expression.variables;
    for (let index = 0; index < specs.length; index += 1) {
        const spec = specs[index];
        const value = getOwn(variables, spec.name);
        if (value === undefined || value === null)
            continue;
        const text = scalarText(value);
        let piece;
        if (text !== undefined) {
            // With a prefix, the whole value must still be well-formed, even where the cut would drop the fault.
            piece =
                spec.prefix === undefined
                    ? wellFormedExpand(operator, spec.name, text)
                    : loneSurrogate.test(text)
                        ? undefined
                        : stringExpand(operator, spec.name, codePointsTake(spec.prefix)(text));
        }
        // Lists, maps, Dates, ill-formed strings and values to refuse: templateValue explains.
        if (piece === undefined) {
            const rendered = varSpecRender(variables, source, operator)(spec);
            if (E.isLeft(rendered))
                return rendered;
            if (O.isNone(rendered.right))
                continue;
            piece = rendered.right.value;
        }
        output = defined === 0 ? piece : output + operatorSeparator[operator] + piece;
        defined += 1;
    }
    return E.right(defined === 0 ? "" : operatorFirst[operator] + output);
};
/**
 * One output string per template part: a literal gives its text, an expression its expansion
 * (`""` when all its variables are undefined). For callers that must know which characters
 * came from which expression.
 */
const templatePartsRender = (variables) => (template) => {
    const rendered = [];
    for (const part of template.parts) {
        if (part.kind === "literal") {
            rendered.push(part.text);
            continue;
        }
        const expansion = expressionRender(variables, template.source, part);
        if (E.isLeft(expansion))
            return expansion;
        rendered.push(expansion.right);
    }
    return E.right(rendered);
};
// A dot segment holding expanded characters ("/repos/{owner}" with ".." or "%2E") has an
// expansion that starts with "." or "%", or holds "/." or "/%". Most have none: only the
// others need the exact check (dotSegmentCheck.ts). Each expansion is tested as it is made,
// while it is a short flat string.
const dotSuspect = /^[.%]|\/[.%]/;
/** The value of a one-variable simple expression without a prefix, when it is a string or number of unreserved characters alone. */
const simpleText = (value) => {
    const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
    return text === undefined || notUnreserved.test(text) ? undefined : text;
};
/** The first variable of a simple expression whose value is undefined or null. */
const simpleMissing = (variables, expression) => {
    const specs = expression.variables;
    for (let index = 0; index < specs.length; index += 1) {
        const { name } = specs[index];
        const value = getOwn(variables, name);
        if (value === undefined || value === null)
            return name;
    }
    return undefined;
};
/**
 * The RFC 6570 expansion of `template`, with its `dotSuspect` flag. Undefined variables expand
 * to nothing; a value that cannot be expanded is `INVALID_PARAMETER`, naming the variable.
 * `variables` is only read. One string built as it goes: this runs on every call.
 */
const templateRenderFlagged = (variables) => (template) => {
    let text = "";
    let last = "";
    let suspect = false;
    let missing;
    // Index loops over the cached template's arrays: V8 iterates a frozen array with for-of
    // about four times more slowly than a plain one, and an index loop halves that.
    const { parts } = template;
    for (let index = 0; index < parts.length; index += 1) {
        const part = parts[index];
        if (part.kind === "literal") {
            text += part.text;
            if (part.text !== "")
                last = part.text;
            continue;
        }
        if (part.operator === "") {
            const spec = part.variables[0];
            if (part.variables.length === 1 && spec.prefix === undefined) {
                // Most expressions are one `{name}`; its value read once serves both questions.
                const value = getOwn(variables, spec.name);
                if (value === undefined || value === null) {
                    missing ?? (missing = spec.name);
                    continue;
                }
                // Unreserved text is its own expansion. It can only be suspect by starting with a
                // dot (no "/" nor "%" in it).
                const simple = simpleText(value);
                if (simple !== undefined) {
                    text += simple;
                    if (simple !== "")
                        last = simple;
                    if (simple.charCodeAt(0) === 46)
                        suspect = true;
                    continue;
                }
            }
            else {
                missing ?? (missing = simpleMissing(variables, part));
            }
        }
        const expansion = expressionRender(variables, template.source, part);
        if (E.isLeft(expansion))
            return expansion;
        text += expansion.right;
        if (expansion.right !== "")
            last = expansion.right;
        if (!suspect && expansion.right !== "" && dotSuspect.test(expansion.right))
            suspect = true;
    }
    return E.right({ text, dotSuspect: suspect, slashEnded: last.endsWith("/"), missing });
};
/** The RFC 6570 expansion of `template` (`templateRenderFlagged`'s text). */
const templateRender = (variables) => (template) => _function.pipe(template, templateRenderFlagged(variables), E.map((rendered) => rendered.text));

/**
 * RFC 6570 level 4 expansion: parse (cached), then render. Undefined variables expand to
 * nothing here; whether a variable is required is decided by the URL stage, not by this function.
 */
const expandTemplate = (template, variables) => _function.pipe(templateParseCached(template), chain(templateRender(variables)));

const isNameStart = (c) => /^[A-Za-z_]$/.test(c);
const isNameChar = (c) => /^\w$/.test(c);
// Where the path starts: after "http(s)://authority" for an absolute URL, else at 0.
const pathStart = (url) => {
    const scheme = /^https?:\/\//i.exec(url);
    if (scheme === null)
        return 0;
    let i = scheme[0].length;
    while (i < url.length && url[i] !== "/" && url[i] !== "?" && url[i] !== "#")
        i++;
    return i;
};
/**
 * `:name` placeholders as RFC 6570 simple expressions (`/orgs/:org` → `/orgs/{org}`), in the
 * path only: never in the scheme or authority (`:8443`, `user:pass@`), never inside an
 * expression, never after `?` or `#` (`?q=is:open` stays literal). One pass, linear.
 */
const placeholderConvert = (url) => {
    if (!url.includes(":"))
        return url;
    const start = pathStart(url);
    let out = url.slice(0, start);
    let i = start;
    while (i < url.length) {
        const c = url[i];
        if (c === "?" || c === "#")
            break;
        if (c === "{") {
            const close = url.indexOf("}", i);
            const end = close === -1 ? url.length : close + 1;
            const operator = url[i + 1];
            out += url.slice(i, end);
            i = end;
            // A query or fragment expression ends the path as a literal `?` or `#` does.
            if (operator === "?" || operator === "&" || operator === "#")
                break;
            continue;
        }
        if (c === ":" && i + 1 < url.length && isNameStart(url[i + 1])) {
            let j = i + 2;
            while (j < url.length && isNameChar(url[j]))
                j++;
            out += `{${url.slice(i + 1, j)}}`;
            i = j;
            continue;
        }
        out += c;
        i++;
    }
    return out + url.slice(i);
};

const literalOrigin = /^https?:\/\/[^/?#]*[/?#]/i;
// Whether the template starts with a literal "/".
const slashFirst = (template) => {
    const first = template.parts[0];
    return first !== undefined && first.kind === "literal" && first.text.startsWith("/");
};
// Whether the template starts with a literal http(s) origin, closed by /, ? or #, that parses.
const literalOriginFirst = (template) => {
    const first = template.parts[0];
    if (first === undefined || first.kind !== "literal")
        return false;
    const origin = literalOrigin.exec(first.text);
    if (origin === null)
        return false;
    try {
        new URL(origin[0]);
        return true;
    }
    catch {
        return false;
    }
};
// The template without its first literal's leading slashes, when that literal holds more.
const leadingSlashesTrim = (template) => {
    const [first, ...rest] = template.parts;
    if (first === undefined || first.kind !== "literal")
        return undefined;
    const text = first.text.replace(/^\/+/, "");
    return text === "" || text === first.text ? undefined : { source: template.source, parts: [{ kind: "literal", text }, ...rest] };
};
const compile = (parsed) => {
    const relative = slashFirst(parsed);
    const absolute = !relative && literalOriginFirst(parsed);
    const trimmed = leadingSlashesTrim(parsed);
    const template = trimmed ?? parsed;
    const required = [];
    const consumed = new Set();
    for (const part of template.parts) {
        if (part.kind !== "expression")
            continue;
        for (const { name } of part.variables) {
            consumed.add(name);
            if (part.operator === "")
                required.push(name);
        }
    }
    return Object.freeze({
        template: templateFreeze(template),
        required: Object.freeze(required),
        placedElsewhere: new Set([...knownOptions, ...consumed]),
        readsKnown: [...consumed].some((name) => knownOptions.has(name)),
        originCheck: !relative && !absolute,
        relative,
        joinReady: trimmed !== undefined,
        absolute,
        queryFree: template.parts.every((part) => (part.kind === "literal" ? !/[?#]/.test(part.text) : !["?", "&", "#", "+"].includes(part.operator))),
    });
};
/**
 * The url option (RFC 6570, `:name` placeholders in the path) parsed and compiled, memoised by
 * the url as given: at most 1000 entries, oldest insertion evicted first.
 */
const urlTemplateCached = successMemo(1000, (url) => _function.pipe(templateParse(placeholderConvert(url)), E.map(compile)));

// Loops, not /\/+$/: a regex anchored at the end rescans every run of slashes (quadratic).
const slashesTrimEnd = (s) => {
    let end = s.length;
    while (end > 0 && s.charCodeAt(end - 1) === 47)
        end--;
    return s.slice(0, end);
};
const slashesTrimStart = (s) => {
    let start = 0;
    while (start < s.length && s.charCodeAt(start) === 47)
        start++;
    return s.slice(start);
};
/** Whether an expanded URL is absolute: it starts with `http://` or `https://`, any case. */
const isAbsoluteUrl = (url) => /^https?:\/\//i.test(url);
/** A relative `url` joined to `baseUrl` with exactly one `/` between them, whatever slashes either side has. */
const relativeJoin = (baseUrl) => (url) => `${slashesTrimEnd(baseUrl)}/${slashesTrimStart(url)}`;
/** The full URL: an absolute `url` as it is; any other joined to `baseUrl` (`relativeJoin`). */
const urlJoin = (baseUrl) => (url) => isAbsoluteUrl(url) ? url : relativeJoin(baseUrl)(url);

// templateExpand's Expanded: the parameters are built only when read (a GET's query is made
// from `options` and `placed` directly), so a call builds them at most once, as a body.
class Expansion {
    constructor(options, url, placed, queryFreeUrl) {
        this.options = options;
        this.url = url;
        this.placed = placed;
        this.queryFreeUrl = queryFreeUrl;
    }
    get parameters() {
        return parametersOf(this.options, this.placed);
    }
}
// Simple expressions ({org}, :org) are required: the incumbent drops a missing one and sends
// a different request. Operator expressions stay optional, as RFC 6570 says.
const missingOf = (required, parameters) => {
    // An index loop: `required` is frozen, which V8's for-of iterates slowly.
    for (let index = 0; index < required.length; index += 1) {
        const name = required[index];
        const value = getOwn(parameters, name);
        if (value === undefined || value === null)
            return name;
    }
    return undefined;
};
// Only a suspect expansion is rendered again part by part and checked exactly.
const dotSegmentChecked = (variables, template, rendered) => rendered.dotSuspect
    ? _function.pipe(template, templatePartsRender(variables), chain(dotSegmentCheck(template)), E.map(() => rendered.text))
    : E.right(rendered.text);
// A relative URL is joined to a checked baseUrl; an absolute one must parse on its own, or a
// client fails far from the cause (`https://h:99999/x`, `https://[/x`).
const absoluteUrlCheck = (template) => (url) => {
    if (!isAbsoluteUrl(url))
        return E.right(url);
    try {
        new URL(url);
        return E.right(url);
    }
    catch {
        return fail("INVALID_URL_TEMPLATE", `the URL ${JSON.stringify(template)} expands to ${JSON.stringify(url)}, which is not a valid absolute URL`);
    }
};
// After expansion a trailing "/" goes, unless the whole URL is "/".
const trailingSlashTrim = (url, slashEnded) => (slashEnded && url.length > 1 ? url.slice(0, -1) : url);
// A template compiled join-ready lacks the slashes relativeJoin would trim: its expansion is
// appended to the base as it is. One that starts with "/" cannot expand to an absolute URL, and
// one that starts with a literal origin that parses expands to nothing else.
const baseJoin = (baseUrl, compiled, url) => {
    if (compiled.joinReady)
        return `${slashesTrimEnd(baseUrl)}/${url}`;
    if (compiled.absolute)
        return url;
    return (compiled.relative ? relativeJoin : urlJoin)(baseUrl)(url);
};
const expand = (options, url, compiled) => {
    const { template, required, placedElsewhere, readsKnown, originCheck } = compiled;
    // The variables are the parameters; the options' side serves uncopied unless the defaults
    // have parameters too, or the template names a known option ({url}), which is no parameter.
    const variables = readsKnown || options.underKeys.length > 0 ? parametersOf(options, knownOptions) : options.over;
    // Steps in turn, each returning early on a Left: this runs on every call. A missing simple
    // variable comes before any other fault: the render names the first, and when the render
    // fails, the required names are looked through first.
    const rendered = templateRenderFlagged(variables)(template);
    const missing = E.isLeft(rendered) ? missingOf(required, variables) : rendered.right.missing;
    if (missing !== undefined) {
        return fail("MISSING_PARAMETER", `missing parameter "${missing}": the URL ${JSON.stringify(url)} needs a value for it`);
    }
    if (E.isLeft(rendered))
        return rendered;
    const checked = dotSegmentChecked(variables, template, rendered.right);
    if (E.isLeft(checked))
        return checked;
    const trimmed = trailingSlashTrim(checked.right, rendered.right.slashEnded);
    const absolute = originCheck ? absoluteUrlCheck(url)(trimmed) : E.right(trimmed);
    if (E.isLeft(absolute))
        return absolute;
    const full = baseJoin(options.baseUrl, compiled, absolute.right);
    return E.right(new Expansion(options, full, placedElsewhere, compiled.queryFree ? full : undefined));
};
/**
 * Third stage: the URL template expanded (RFC 6570 level 4, `:name` placeholders in the
 * path), its simple variables required, dot segments from values refused, and the result
 * joined to `baseUrl`. The parameters the template did not consume go on to `paramPartition`.
 */
const templateExpand = (options) => {
    const url = options.url;
    if (url === undefined) {
        return fail("MISSING_URL", 'no url: give a route such as "GET /orgs/{org}/repos", or options.url, or a url in the defaults');
    }
    const compiled = urlTemplateCached(url);
    return E.isLeft(compiled) ? compiled : expand(options, url, compiled.right);
};

/**
 * The last three stages, for merged options: `templateExpand`, `paramPartition`,
 * `acceptAmend`. `cascadedOf` takes merged options as one object to what they need.
 */
// A plain arrow, not fp-ts's flow: flow calls through `apply` with `arguments` (3% of a call).
// The chained stages are made once, not on every call.
const partitionChained = chain(paramPartition);
const amendChained = chain(acceptAmend);
const mergedParse = (options) => _function.pipe(options, templateExpand, partitionChained, amendChained);
// parse() may be handed merged options written by hand: header names in any case.
const headerNamesLower = (options) => {
    const names = Object.keys(options.headers);
    if (names.every((name) => name === name.toLowerCase()))
        return options;
    const headers = {};
    for (const name of names)
        setOwn(headers, name.toLowerCase(), options.headers[name]);
    return { ...options, headers };
};
/**
 * `endpoint.parse()`: merged options (anyone's, so checked first) to request options
 * (specification §2.4). Stateless.
 */
const parseOptions = (options) => isPlainObject(options)
    ? _function.pipe(options, optionsSnapshot, optionsCheck(types.MergedOptions), E.map(headerNamesLower), E.map(cascadedOf), chain(mergedParse))
    : fail("INVALID_ARGUMENTS", `parse() takes merged options (a plain object, as merge() returns), got ${options === null ? "null" : Array.isArray(options) ? "an array" : typeof options}`);

// Splits "<METHOD> <URL>" on its first run of white space; one token is a URL.
const routeSplit = (route) => {
    const tokens = route.trim().split(/\s+/);
    const [first, second] = tokens;
    if (first === undefined || first === "")
        return fail("INVALID_ROUTE", `invalid route ${JSON.stringify(route)}: it is empty`);
    if (tokens.length > 2) {
        return fail("INVALID_ROUTE", `invalid route ${JSON.stringify(route)}: expected "<METHOD> <URL>" or "<URL>", got ${tokens.length} words`);
    }
    return E.right(Object.freeze(second === undefined ? { method: undefined, url: first } : { method: first, url: second }));
};
/** No route given: the options alone. */
const noRoute = Object.freeze({ method: undefined, url: undefined });
// A program names a few hundred routes and calls them again and again: their split is kept.
const routeSplitCached = successMemo(1000, routeSplit);
// A url option may itself be in route form ("GET /orgs/{org}"): a method token, white space,
// a URL. Anything else stays the url as given, so "/a b" is refused by the template parser
// instead of read as a route.
const routeForm = (url) => {
    if (typeof url !== "string" || !/\s/.test(url))
        return undefined;
    const tokens = url.trim().split(/\s+/);
    const [method, path] = tokens;
    return tokens.length === 2 && method !== undefined && path !== undefined && types.Method.is(method) ? { method, path } : undefined;
};
/**
 * The options' defined keys over the route's method and url, a fresh record, in one pass that
 * reads each key once; symbol keys are carried as a spread carries them (no stage reads them,
 * and `merge()` leaves them out). Keys whose value is undefined are dropped (DECISIONS.md, Parameters): a
 * `method: undefined` must not hide the route's method. A route-form url option gives the url
 * its path and, unless the options name a method, the method (`methodOwned` false: the
 * method in `options` is the route's, copied there).
 */
const recordOf = (parsed, options, methodOwned = true) => {
    const record = {};
    if (parsed.method !== undefined)
        record["method"] = parsed.method;
    if (parsed.url !== undefined)
        record["url"] = parsed.url;
    let url;
    let methodGiven = false;
    for (const key of Object.keys(options)) {
        const value = options[key];
        if (value === undefined)
            continue;
        setOwn(record, key, value);
        if (key === "url")
            url = value;
        else if (key === "method")
            methodGiven = methodOwned;
    }
    for (const symbol of Object.getOwnPropertySymbols(options)) {
        if (Object.prototype.propertyIsEnumerable.call(options, symbol))
            record[symbol] = options[symbol];
    }
    const split = routeForm(url);
    if (split !== undefined) {
        record["url"] = split.path;
        if (!methodGiven)
            record["method"] = split.method;
    }
    return record;
};
/**
 * `recordOf`, by one spread when it can: the route's method and url in a literal with the
 * caller's options spread onto it, which reads each value once and is far faster than one
 * keyed store per key. The options' own method and url win, in the route's places. The
 * record, own data now, is then checked: an undefined value or a route-form url has `recordOf`
 * redo it from the record, so no getter of the caller's is read twice. More keys than `spreadLimit` take `recordOf` at
 * once: V8 spreads hundreds of keys onto a literal in quadratic time.
 */
const recordSpread = (parsed, options) => {
    // Keys counted, not listed, and no getter of the caller's read: for-in runs over the enum
    // cache. (An inherited enumerable key counts too, which only ever sends a call to recordOf.)
    let count = 0;
    for (const _key in options)
        count += 1;
    if (count > spreadLimit)
        return recordOf(parsed, options);
    const record = parsed.url === undefined ? { ...options } : parsed.method === undefined ? { url: parsed.url, ...options } : { method: parsed.method, url: parsed.url, ...options };
    const url = record["url"];
    let redo = url !== parsed.url && typeof url === "string" && routeForm(url) !== undefined;
    for (const key in record)
        if (hasOwn(record, key) && record[key] === undefined)
            redo = true;
    // The record holds the route's method unless the options own one (`undefined` included).
    return redo ? recordOf(parsed, record, parsed.method === undefined || hasOwn(options, "method")) : record;
};
const kind = (value) => (value === null ? "null" : Array.isArray(value) ? "an array" : typeof value);
/**
 * First stage: the arguments of `endpoint(route, options)` or `endpoint(options)` as one
 * options record, the route's method and url under the `method` and `url` keys. Keys given
 * in options override the route's. A fresh record; the caller's is not touched.
 */
const routeParse = (route, options) => {
    const given = options ?? {};
    if (!isPlainObject(given))
        return fail("INVALID_ARGUMENTS", `options must be a plain object, got ${kind(options)}`);
    if (typeof route === "string") {
        // The options' own keys (a route-form url's method included) override the route's.
        const parsed = routeSplitCached(route);
        return E.isLeft(parsed) ? parsed : E.right(recordSpread(parsed.right, given));
    }
    if (route === undefined || route === null)
        return E.right(recordSpread(noRoute, given));
    if (!isPlainObject(route)) {
        return fail("INVALID_ARGUMENTS", `route must be a string such as "GET /orgs/{org}/repos" or an options object, got ${kind(route)}`);
    }
    if (options !== undefined && options !== null) {
        return fail("INVALID_ARGUMENTS", "two options objects given: pass the route as a string, endpoint(route, options), or one options object");
    }
    return E.right(recordSpread(noRoute, route));
};

const parseChained = chain(mergedParse);
/**
 * `endpoint(route, options)`: the whole pipeline, `routeParse → defaultsCascade →
 * templateExpand → paramPartition → acceptAmend`. Equal to parsing what `mergeOptions`
 * returns; the merged options are neither built as one object nor checked twice.
 */
const buildRequest = (defaults, route, options) => requestBuilder(defaults)(route, options);
/**
 * `buildRequest` over fixed defaults: the cascade's chain is made once, not on every call
 * (what an endpoint function calls).
 */
const requestBuilder = (defaults) => {
    const cascadeChained = chain(defaultsCascade(defaults));
    return (route, options) => _function.pipe(routeParse(route, options), cascadeChained, parseChained);
};

/** The released version of `@request-options/endpoint`, read from its package.json at build time. */
const VERSION = "0.1.0";

/** The global defaults (DECISIONS.md, "Defaults"): GitHub's REST API v3. Deeply frozen. */
const DEFAULTS = immer.freeze({
    method: "GET",
    baseUrl: "https://api.github.com",
    headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": `request-options/${VERSION}`,
    },
    mediaType: { format: "" },
}, true);

/**
 * `endpoint.defaults(options)`: the options as a record, merged onto `defaults` for good
 * (`routeParse` then `defaultsDerive`): new long-lived defaults, frozen.
 */
const derivedDefaults = (defaults, options) => _function.pipe(routeParse(undefined, options), chain(defaultsDerive(defaults)));

/**
 * `endpoint.merge()`: route and options merged onto `defaults`, not yet parsed
 * (specification §2.5). `routeParse` then `defaultsCascade`, as one fresh object.
 */
const mergeOptions = (defaults, route, options) => _function.pipe(routeParse(route, options), chain(defaultsCascade(defaults)), E.map(cascadedMerge));

exports.DEFAULTS = DEFAULTS;
exports.EndpointError = EndpointError;
exports.VERSION = VERSION;
exports.acceptAmend = acceptAmend;
exports.buildRequest = buildRequest;
exports.cascadedMerge = cascadedMerge;
exports.cascadedOf = cascadedOf;
exports.defaultsCascade = defaultsCascade;
exports.defaultsDerive = defaultsDerive;
exports.derivedDefaults = derivedDefaults;
exports.expandTemplate = expandTemplate;
exports.fail = fail;
exports.knownOptions = knownOptions;
exports.mergeOptions = mergeOptions;
exports.mergedParse = mergedParse;
exports.paramPartition = paramPartition;
exports.parametersOf = parametersOf;
exports.parseOptions = parseOptions;
exports.requestBuilder = requestBuilder;
exports.routeParse = routeParse;
exports.templateExpand = templateExpand;
//# sourceMappingURL=index.cjs.map
