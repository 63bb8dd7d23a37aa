// adaurlpattern: times ada's url_pattern (with its std::regex provider) on
// the pairs file that urlpattern's TestWriteAdaPairs writes ("pattern<TAB>
// url" per line): exec and test of each pattern on its URL, round robin,
// printed as Go benchmark lines (ns/op per pair). Built and run by
// scripts/bench-ada-urlpattern.sh.
#include "ada.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using provider = ada::url_pattern_regex::std_regex_provider;

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: adaurlpattern PAIRS\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  std::vector<ada::url_pattern<provider>> patterns;
  std::vector<std::string> urls;
  std::string line;
  while (std::getline(in, line)) {
    auto tab = line.find('\t');
    if (tab == std::string::npos) continue;
    std::string pattern = line.substr(0, tab);
    auto p = ada::parse_url_pattern<provider>(std::string_view(pattern));
    if (!p) {
      std::cerr << "adaurlpattern: ada rejects " << pattern << "\n";
      return 1;
    }
    patterns.push_back(std::move(*p));
    urls.push_back(line.substr(tab + 1));
  }
  size_t n = patterns.size();
  size_t matched = 0;
  for (size_t i = 0; i < n; i++) {
    auto r = patterns[i].test(std::string_view(urls[i]), nullptr);
    if (r && *r) matched++;
  }
  std::fprintf(stderr, "adaurlpattern: %zu of %zu pairs match\n", matched, n);
  volatile size_t sink = 0;
  auto bench = [&](const char* name, auto&& op) {
    size_t iters = n;
    for (;;) {
      auto start = std::chrono::steady_clock::now();
      for (size_t k = 0; k < iters; k++) sink = sink + op(k % n);
      double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
      if (ns > 1e9 || iters > (size_t(1) << 30)) {
        std::printf("BenchmarkAdaURLPattern/%s\t%zu\t%.1f ns/op\n", name, iters, ns / double(iters));
        return;
      }
      iters *= 2;
    }
  };
  bench("Exec", [&](size_t i) -> size_t {
    auto r = patterns[i].exec(std::string_view(urls[i]), nullptr);
    return r && r->has_value() ? 1 : 0;
  });
  bench("Test", [&](size_t i) -> size_t {
    auto r = patterns[i].test(std::string_view(urls[i]), nullptr);
    return r && *r ? 1 : 0;
  });
  return 0;
}
