// adaops: times ada (C++) on the operations of BenchmarkOps (bench_ops_test.go) over the same
// inputs, which TestOpsInputs writes to a directory (WHATWGURL_OPS_DUMP):
//
//   resolve.txt        base TAB reference: ada::parse<url_aggregator>(ref, &base), get_href()
//   pages.txt          URLs each setter is applied to, two values in turn (as BenchmarkOps does)
//   queries.txt        url_search_params(q).to_string(); url_search_params(q).sort()
//   FILE... (args)     ada::can_parse(line) over each list file
//
// For each operation it grows the number of passes as Go's testing.B does until one timed run
// lasts at least BENCHTIME seconds, and prints a Go benchmark line:
//
//   BenchmarkAdaOps/op=<op>-2  N  X ns/op  Y ns/item
//
// Usage: adaops [-benchtime SECONDS] [-op OP] OPS_DIR [FILE...]   (-op: only the operation OP,
// e.g. set-hash or canparse/data=kasztp)
// Lines are read as the Go harness reads them: "\n"-split, a trailing "\r" removed, empty lines
// skipped.
#include "ada.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

static volatile size_t sink;
static double benchtime = 1.0;
static std::string only_op;  // -op: time only this operation

static std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  if (!in) { std::fprintf(stderr, "adaops: cannot read %s\n", path.c_str()); std::exit(1); }
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) lines.push_back(line);
  }
  return lines;
}

// bench runs pass (one pass over all items) n times per timed run and prints the line.
static void bench(const std::string& op, size_t items, const std::function<size_t()>& pass) {
  if (!only_op.empty() && op != only_op) return;
  auto run = [&](long n) {
    auto t0 = std::chrono::steady_clock::now();
    size_t total = 0;
    for (long i = 0; i < n; i++) total += pass();
    sink = total;
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  };
  run(1);  // warm up
  long n = 1;
  double t = run(n);
  while (t < benchtime) {
    long next = t > 0 ? static_cast<long>(n * benchtime * 1.2 / t) : n * 100;
    n = std::max(next, n + 1);
    t = run(n);
  }
  double perop = t * 1e9 / n;
  std::printf("BenchmarkAdaOps/op=%s-2\t%ld\t%.0f ns/op\t%.1f ns/item\n", op.c_str(), n, perop,
              perop / items);
  std::fflush(stdout);
}

static ada::url_aggregator must_parse(const std::string& s) {
  auto u = ada::parse<ada::url_aggregator>(s);
  if (!u) { std::fprintf(stderr, "adaops: ada rejects %s\n", s.c_str()); std::exit(1); }
  return *u;
}

int main(int argc, char** argv) {
  int i = 1;
  for (; i + 1 < argc && argv[i][0] == '-'; i += 2) {
    std::string flag = argv[i];
    if (flag == "-benchtime") benchtime = std::atof(argv[i + 1]);
    else if (flag == "-op") only_op = argv[i + 1];
    else break;
  }
  if (i >= argc) { std::fprintf(stderr, "usage: adaops [-benchtime SECONDS] [-op OP] OPS_DIR [FILE...]\n"); return 2; }
  std::string dir = argv[i++];

  // resolve
  std::vector<ada::url_aggregator> bases;
  std::vector<std::string> refs;
  for (const auto& line : read_lines(dir + "/resolve.txt")) {
    auto tab = line.find('\t');
    bases.push_back(must_parse(line.substr(0, tab)));
    refs.push_back(line.substr(tab + 1));
  }
  bench("resolve", refs.size(), [&] {
    size_t total = 0;
    for (size_t k = 0; k < refs.size(); k++) {
      auto u = ada::parse<ada::url_aggregator>(refs[k], &bases[k]);
      if (u) total += u->get_href().size();
    }
    return total;
  });

  // can_parse over each list file
  for (; i < argc; i++) {
    auto lines = read_lines(argv[i]);
    std::string name = argv[i];
    name = name.substr(name.find_last_of('/') + 1);
    if (name.size() > 4 && name.compare(name.size() - 4, 4, ".txt") == 0) name.resize(name.size() - 4);
    bench("canparse/data=" + name, lines.size(), [&] {
      size_t total = 0;
      for (const auto& s : lines) total += ada::can_parse(s);
      return total;
    });
  }

  // setters: the values of opsSetters, applied in turn
  auto pages = read_lines(dir + "/pages.txt");
  struct setter {
    const char* name;
    std::string vals[2];
    std::function<bool(ada::url_aggregator&, std::string_view)> set;
  };
  std::vector<setter> setters = {
      {"hash", {"#section-2", "#top"}, [](ada::url_aggregator& u, std::string_view v) { u.set_hash(v); return true; }},
      {"search", {"?q=1&r=2", "?s=3"}, [](ada::url_aggregator& u, std::string_view v) { u.set_search(v); return true; }},
      {"pathname", {"/new/path/a", "/other/b.html"}, [](ada::url_aggregator& u, std::string_view v) { return u.set_pathname(v); }},
      {"host", {"example.org:8080", "www.example.net"}, [](ada::url_aggregator& u, std::string_view v) { return u.set_host(v); }},
      {"hostname", {"example.org", "www.example.net"}, [](ada::url_aggregator& u, std::string_view v) { return u.set_hostname(v); }},
      {"port", {"8080", "8443"}, [](ada::url_aggregator& u, std::string_view v) { return u.set_port(v); }},
      {"username", {"alice", "bob"}, [](ada::url_aggregator& u, std::string_view v) { return u.set_username(v); }},
      {"password", {"secret", "hunter2"}, [](ada::url_aggregator& u, std::string_view v) { return u.set_password(v); }},
  };
  for (auto& s : setters) {
    std::vector<ada::url_aggregator> urls;
    for (const auto& p : pages) urls.push_back(must_parse(p));
    size_t k = 0;
    bench(std::string("set-") + s.name, urls.size(), [&] {
      std::string_view v = s.vals[k++ & 1];
      size_t total = 0;
      for (auto& u : urls) total += s.set(u, v);
      return total;
    });
  }

  // search params
  auto queries = read_lines(dir + "/queries.txt");
  bench("searchparams-parse-serialize", queries.size(), [&] {
    size_t total = 0;
    for (const auto& q : queries) total += ada::url_search_params(q).to_string().size();
    return total;
  });
  bench("searchparams-sort", queries.size(), [&] {
    size_t total = 0;
    for (const auto& q : queries) {
      ada::url_search_params p(q);
      p.sort();
      total += p.size();
    }
    return total;
  });
  return 0;
}
