const { templateParse } = require("/work/main/packages/core/.bench_tmp/uriTemplate/templateParse.js");
for (const [label, s] of [["%", "%".repeat(100000)], ["a,", "{" + "a,".repeat(50000)], ["valid", "{" + "a,".repeat(49998) + "a}"], [":ab", ":ab".repeat(33333)]]) {
  for (let k = 0; k < 3; k++) { const t = performance.now(); templateParse(s); console.log(label, performance.now() - t); }
}
