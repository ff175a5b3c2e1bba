-- wrk script for bench/http.sh: POSTs /v1/translate bodies from the file named by the
-- BODIES environment variable (one JSON body per line), in turn; counts response statuses and
-- prints one JSON line of results when done.
local bodies = {}
for line in io.lines(os.getenv("BODIES")) do
  if #line > 0 then bodies[#bodies + 1] = line end
end
local headers = { ["Content-Type"] = "application/json" }
local threads = {}
local i = 0
statuses = {}

function setup(thread)
  thread:set("id", #threads)
  threads[#threads + 1] = thread
end

function init(args)
  i = id * 7919 -- threads start at different bodies
end

function request()
  i = i + 1
  return wrk.format("POST", "/v1/translate", headers, bodies[(i % #bodies) + 1])
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local st = {}
  for _, t in ipairs(threads) do
    for code, n in pairs(t:get("statuses")) do
      st[tostring(code)] = (st[tostring(code)] or 0) + n
    end
  end
  local parts = {}
  for code, n in pairs(st) do parts[#parts + 1] = string.format('"%s": %d', code, n) end
  local e = summary.errors
  io.write(string.format(
    'RESULT {"requests": %d, "duration_us": %d, "rps": %.1f, "p50_us": %d, "p90_us": %d, "p99_us": %d, "max_us": %d, ' ..
    '"errors": {"connect": %d, "read": %d, "write": %d, "status": %d, "timeout": %d}, "statuses": {%s}}\n',
    summary.requests, summary.duration, summary.requests / (summary.duration / 1e6),
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout, table.concat(parts, ", ")))
end
