/**
 * Stripe's published document (the operations called here and what they reference, test/fixtures/stripe, MIT) drives
 * common calls with checks on, held to `qs` (`arrayFormat: "indices"`, the convention Stripe's SDK encodes with): each
 * call's query or form body decodes to the fields `qs` gives the same values.
 */
import { fromOpenApi } from "@request-options/endpoint/openapi";
import qs from "qs";
import stripe from "./fixtures/stripe/stripe.json";

const api = fromOpenApi(stripe);
const decoded = (text: string): unknown => qs.parse(text, { depth: 20, arrayLimit: 100 });
const oracle = (values: object): unknown => decoded(qs.stringify(values, { arrayFormat: "indices" }));

type Call = [route: string, path: Record<string, string>, values: Record<string, unknown>];
const calls: Call[] = [
  ["POST /v1/customers", {}, { email: "jenny@example.com", name: "Jenny Rosen", metadata: { order_id: "6735", "plan tier": "gold & up" }, address: { line1: "510 Townsend St", city: "San Francisco", postal_code: "94103", country: "US" }, expand: ["tax", "invoice_settings.default_payment_method"] }],
  ["POST /v1/customers", {}, { description: "clears its address and metadata", address: "", metadata: "" }],
  ["POST /v1/customers/{customer}", { customer: "cus_123" }, { metadata: { order_id: "6736" }, preferred_locales: ["fr-FR", "en"], invoice_settings: { custom_fields: [{ name: "PO", value: "42" }] } }],
  ["GET /v1/customers", {}, { email: "jenny@example.com", limit: 3, created: { gte: 1_700_000_000 }, expand: ["data.tax"] }],
  ["GET /v1/customers/{customer}", { customer: "cus_123" }, { expand: ["default_source", "tax"] }],
  ["POST /v1/payment_intents", {}, { amount: 2000, currency: "usd", payment_method_types: ["card", "link"], metadata: { cart: "c_1" }, expand: ["latest_charge"] }],
  ["POST /v1/payment_intents", {}, { amount: 1099, currency: "eur", automatic_payment_methods: { enabled: true }, customer: "cus_123", receipt_email: "a+b@example.com" }],
  ["POST /v1/payment_intents/{intent}/confirm", { intent: "pi_123" }, { payment_method: "pm_card_visa", return_url: "https://example.com/done?x=1&y=2", expand: ["payment_method"] }],
  ["GET /v1/payment_intents", {}, { customer: "cus_123", limit: 10, created: { gt: 1, lte: 2 } }],
  [
    "POST /v1/checkout/sessions",
    {},
    {
      mode: "payment",
      success_url: "https://example.com/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://example.com/cancel",
      line_items: [
        { price_data: { currency: "usd", unit_amount: 2000, product_data: { name: "T-shirt", description: "Cotton, size M", images: ["https://example.com/t.png"] } }, quantity: 1 },
        { price: "price_123", quantity: 2 },
      ],
      payment_method_types: ["card"],
      metadata: { order: "7" },
    },
  ],
  ["POST /v1/checkout/sessions", {}, { mode: "subscription", success_url: "https://example.com/s", cancel_url: "https://example.com/c", line_items: [{ price: "price_1", quantity: 1 }], subscription_data: { trial_period_days: 14, metadata: { plan: "pro" } } }],
  ["POST /v1/subscriptions", {}, { customer: "cus_123", items: [{ price: "price_a" }, { price: "price_b", quantity: 3 }], expand: ["latest_invoice.payment_intent"], metadata: { seat: "4" } }],
  ["POST /v1/subscriptions/{subscription_exposed_id}", { subscription_exposed_id: "sub_123" }, { items: [{ id: "si_1", deleted: true }, { price: "price_c" }], proration_behavior: "create_prorations", cancel_at_period_end: false }],
  ["GET /v1/charges", {}, { created: { gte: 1_700_000_000 }, limit: 3, expand: ["data.customer", "data.invoice"] }],
  ["GET /v1/charges", {}, { created: 1_700_000_000, customer: "cus_123" }],
  ["POST /v1/products", {}, { name: "Gold plan", images: ["https://example.com/a.png", "https://example.com/b.png"], metadata: { tier: "gold" }, package_dimensions: { height: 1.5, length: 2, weight: 3, width: 4 } }],
  ["POST /v1/prices", {}, { currency: "usd", unit_amount: 1200, recurring: { interval: "month", interval_count: 3 }, product_data: { name: "Quarterly" }, lookup_key: "quarterly" }],
  ["GET /v1/prices", {}, { product: "prod_1", active: true, lookup_keys: ["monthly", "yearly"], expand: ["data.product"] }],
  ["POST /v1/refunds", {}, { charge: "ch_123", amount: 500, reason: "requested_by_customer", metadata: { ticket: "T-9" } }],
  ["POST /v1/invoices", {}, { customer: "cus_123", auto_advance: false, collection_method: "send_invoice", days_until_due: 30, custom_fields: [{ name: "VAT", value: "FR123" }] }],
  ["GET /v1/invoices", {}, { customer: "cus_123", status: "open", limit: 5, expand: ["data.subscription"] }],
  ["POST /v1/invoiceitems", {}, { customer: "cus_123", amount: 2500, currency: "usd", description: "One-time setup fee", period: { start: 1, end: 2 } }],
  ["POST /v1/payment_methods/{payment_method}/attach", { payment_method: "pm_123" }, { customer: "cus_123" }],
  ["POST /v1/setup_intents", {}, { customer: "cus_123", payment_method_types: ["card", "sepa_debit"], usage: "off_session" }],
  ["POST /v1/coupons", {}, { percent_off: 25.5, duration: "repeating", duration_in_months: 3, applies_to: { products: ["prod_1", "prod_2"] }, name: "25% off" }],
  ["POST /v1/webhook_endpoints", {}, { url: "https://example.com/hook", enabled_events: ["charge.succeeded", "charge.failed"], description: "main" }],
  ["GET /v1/events", {}, { types: ["charge.succeeded", "invoice.paid"], created: { gt: 1_700_000_000 }, limit: 20 }],
  ["POST /v1/billing_portal/sessions", {}, { customer: "cus_123", return_url: "https://example.com/account" }],
  ["POST /v1/transfers", {}, { amount: 400, currency: "usd", destination: "acct_123", transfer_group: "ORDER_95", metadata: { order: "95" } }],
  ["POST /v1/accounts", {}, { type: "express", country: "US", email: "x@example.com", capabilities: { card_payments: { requested: true }, transfers: { requested: true } }, business_profile: { url: "https://example.com", mcc: "5734" } }],
  ["POST /v1/payment_links", {}, { line_items: [{ price: "price_1", quantity: 2, adjustable_quantity: { enabled: true, minimum: 1, maximum: 10 } }], after_completion: { type: "redirect", redirect: { url: "https://example.com/thanks" } } }],
  ["POST /v1/tax_rates", {}, { display_name: "VAT", inclusive: false, percentage: 20, country: "FR", jurisdiction: "FR" }],
];

describe("Stripe's document, with checks on, against qs (arrayFormat indices)", () => {
  it("holds at least 25 calls", () => expect(calls.length).toBeGreaterThanOrEqual(25));

  it.each(calls)("%s (call %#)", (route, path, values) => {
    const request = api(route, { ...path, ...values });
    const url = new URL(request.url);
    expect(url.origin).toBe("https://api.stripe.com");
    const [method, template] = route.split(" ") as [string, string];
    expect(decodeURIComponent(url.pathname)).toBe(template.replace(/\{(\w+)\}/g, (_, name: string) => path[name]!));
    if (method === "GET") {
      expect(request.body).toBeUndefined();
      expect(decoded(url.search.slice(1))).toEqual(oracle(values));
    } else {
      expect(url.search).toBe("");
      expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(typeof request.body).toBe("string");
      expect(decoded(request.body as string)).toEqual(oracle(values));
    }
  });

  it("writes what Stripe reads: list items by index, nested objects by brackets, `+` for a space in a body", () => {
    const session = api("POST /v1/checkout/sessions", { mode: "payment", success_url: "https://e.com/s", cancel_url: "https://e.com/c", line_items: [{ price_data: { currency: "usd", product_data: { name: "T shirt" } } }] });
    expect((session.body as string).split("&")).toContain("line_items%5B0%5D%5Bprice_data%5D%5Bproduct_data%5D%5Bname%5D=T%20shirt");
    const charges = api("GET /v1/charges", { created: { gte: 5 }, limit: 3, expand: ["data.customer"] });
    expect(charges.url).toBe("https://api.stripe.com/v1/charges?created%5Bgte%5D=5&expand%5B0%5D=data.customer&limit=3");
    expect(api("POST /v1/products", { name: "A b" }).body).toBe("name=A+b");
  });
});
