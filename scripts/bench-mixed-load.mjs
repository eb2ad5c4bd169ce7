// Run by bench-pages.mjs in its own process: autocannon through its API, every connection cycling through a list
// of addresses (its command line takes one). Reads { url, paths, connections, durationS, headers } as JSON on
// standard input and prints one JSON line: requests/s, p50, p99, and the count of bad answers.
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, paths, connections, durationS, headers } = JSON.parse(input);

const result = await autocannon({
  url,
  connections,
  duration: durationS,
  headers,
  requests: paths.map((path) => ({ method: 'GET', path })),
});

console.log(
  JSON.stringify({
    requestsPerSec: Math.round(result.requests.average),
    requestsTotal: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
