// ref.js reads JSON lines {"input": ..., "base": ... or null} on stdin and
// writes, for each, the JSON line {"errors": [...], "failure": bool,
// "valid": bool} that jsdom's whatwg-url gives: parseURLWithValidationErrors
// and isValidURLString, each with the base parsed by parseURL ({"skip": true}
// when the base fails). NODE_PATH must name a node_modules directory that
// holds whatwg-url (npm install whatwg-url@17.3.0).
"use strict";
const w = require("whatwg-url");
const lines = require("fs").readFileSync(0, "utf8").split("\n");
const out = [];
for (const line of lines) {
  if (line === "") {
    continue;
  }
  const { input, base } = JSON.parse(line);
  let baseURL = null;
  if (base !== null) {
    baseURL = w.parseURL(base);
    if (baseURL === null) {
      out.push("{\"skip\":true}");
      continue;
    }
  }
  const r = w.parseURLWithValidationErrors(input, { baseURL });
  out.push(JSON.stringify({
    errors: r.validationErrors,
    failure: r.url === null,
    valid: w.isValidURLString(input, { baseURL })
  }));
}
process.stdout.write(out.join("\n") + "\n");
