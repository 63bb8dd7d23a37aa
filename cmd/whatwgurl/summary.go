package main

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/webstd/whatwgurl"
)

// stats counts what happened to the lines of a batch, or of a whole run.
type stats struct {
	lines       int64 // lines read
	ok          int64 // inputs that parsed
	failed      int64 // inputs that failed, and -jsonl lines that are not records
	invalidUTF8 int64 // lines that are not valid UTF-8
	blank       int64 // blank lines, skipped (isBlank)
	validated   int64 // inputs checked by -validate
	notValid    int64 // of those, the ones that are not valid URL strings
	// byCode counts failures by validation error; other counts the rest
	// (a URL too long, a -jsonl line that is not a record) by name.
	byCode [64]int64
	other  map[string]int64
}

// badJSON is the name of the failure of a -jsonl line that is not a
// record.
const badJSON = "bad JSON"

// fail counts a failure whose reason is err, and returns its name.
func (s *stats) fail(err error) string {
	s.failed++
	v, ok := err.(whatwgurl.ValidationError) // Parser.ParseBulk's
	if e, isError := err.(*whatwgurl.Error); isError {
		v, ok = e.Err.(whatwgurl.ValidationError)
	}
	if ok && int(v) < len(s.byCode) {
		s.byCode[v]++
		return v.Error()
	}
	name := errorName(err)
	s.failOther(name)
	return name
}

// failOther counts a failure named name that is not a validation error.
func (s *stats) failOther(name string) {
	if s.other == nil {
		s.other = make(map[string]int64)
	}
	s.other[name]++
}

// add adds the counts of t to s.
func (s *stats) add(t *stats) {
	s.lines += t.lines
	s.ok += t.ok
	s.failed += t.failed
	s.invalidUTF8 += t.invalidUTF8
	s.blank += t.blank
	s.validated += t.validated
	s.notValid += t.notValid
	for i, n := range t.byCode {
		s.byCode[i] += n
	}
	for name, n := range t.other {
		if s.other == nil {
			s.other = make(map[string]int64)
		}
		s.other[name] += n
	}
}

// appendSummary appends the summary of a run that took elapsed:
//
//	whatwgurl: 1000 lines in 1.5s (667 lines/s): 990 ok, 10 failed, 1 invalid UTF-8
//	whatwgurl:        9 IPv6-unclosed
//	whatwgurl:        1 missing-scheme-non-relative-URL
//
// one line per failure name, the most frequent first. "invalid UTF-8"
// counts lines that held invalid UTF-8, whether they parsed or not; the
// blank lines, which are skipped (isBlank), are counted when there are any;
// with -validate, the line ends with the inputs that are not valid URL
// strings ("…, 0 invalid UTF-8, 12 not valid URL strings").
func (s *stats) appendSummary(dst []byte, elapsed time.Duration) []byte {
	dst = append(dst, "whatwgurl: "...)
	dst = appendCount(dst, s.lines, "line", "lines")
	dst = append(dst, " in "...)
	dst = append(dst, roundDuration(elapsed).String()...)
	dst = append(dst, " ("...)
	dst = appendRate(dst, s.lines, elapsed)
	dst = append(dst, " lines/s): "...)
	dst = strconv.AppendInt(dst, s.ok, 10)
	dst = append(dst, " ok, "...)
	dst = strconv.AppendInt(dst, s.failed, 10)
	dst = append(dst, " failed, "...)
	dst = strconv.AppendInt(dst, s.invalidUTF8, 10)
	dst = append(dst, " invalid UTF-8"...)
	if s.blank > 0 {
		dst = append(dst, ", "...)
		dst = strconv.AppendInt(dst, s.blank, 10)
		dst = append(dst, " blank"...)
	}
	if s.validated > 0 {
		dst = append(dst, ", "...)
		dst = appendCount(dst, s.notValid, "not a valid URL string", "not valid URL strings")
	}
	dst = append(dst, '\n')

	type count struct {
		name string
		n    int64
	}
	var counts []count
	for code, n := range s.byCode {
		if n > 0 {
			counts = append(counts, count{whatwgurl.ValidationError(code).Error(), n})
		}
	}
	for name, n := range s.other {
		counts = append(counts, count{name, n})
	}
	slices.SortFunc(counts, func(a, b count) int {
		return cmp.Or(cmp.Compare(b.n, a.n), cmp.Compare(a.name, b.name))
	})
	for _, c := range counts {
		dst = fmt.Appendf(dst, "whatwgurl: %8d %s\n", c.n, c.name)
	}
	return dst
}

// appendCount appends n and the noun in the singular when n is 1, else in
// the plural: "1 line", "0 lines", "2 lines".
func appendCount(dst []byte, n int64, singular, plural string) []byte {
	dst = strconv.AppendInt(dst, n, 10)
	dst = append(dst, ' ')
	if n == 1 {
		return append(dst, singular...)
	}
	return append(dst, plural...)
}

// roundDuration rounds d to milliseconds from a second up, and to
// microseconds below.
func roundDuration(d time.Duration) time.Duration {
	if d >= time.Second {
		return d.Round(time.Millisecond)
	}
	return d.Round(time.Microsecond)
}

// appendRate appends n per elapsed second, shortened: "950", "12.5k",
// "8.10M".
func appendRate(dst []byte, n int64, elapsed time.Duration) []byte {
	if elapsed <= 0 {
		return append(dst, '-')
	}
	r := float64(n) / elapsed.Seconds()
	switch {
	case r >= 1e6:
		return append(strconv.AppendFloat(dst, r/1e6, 'f', 2, 64), 'M')
	case r >= 1e4:
		return append(strconv.AppendFloat(dst, r/1e3, 'f', 1, 64), 'k')
	}
	return strconv.AppendFloat(dst, r, 'f', 0, 64)
}

// stderrLog writes to standard error for the list modes, which may show a
// progress line there: a message first clears the progress line, which
// the next tick writes again below it.
type stderrLog struct {
	mu    sync.Mutex
	w     io.Writer
	shown int // the length of the progress line on screen, 0 for none
}

// write writes b, a whole number of lines. Errors writing to standard
// error are ignored: there is nowhere left to report them.
func (l *stderrLog) write(b []byte) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.clearLocked()
	l.w.Write(b)
}

func (l *stderrLog) clearLocked() {
	if l.shown > 0 {
		clear := make([]byte, 0, l.shown+2)
		clear = append(clear, '\r')
		for range l.shown {
			clear = append(clear, ' ')
		}
		clear = append(clear, '\r')
		l.w.Write(clear)
		l.shown = 0
	}
}

// showProgress writes line over the progress line on screen.
func (l *stderrLog) showProgress(line []byte) {
	l.mu.Lock()
	defer l.mu.Unlock()
	buf := make([]byte, 0, 1+max(len(line), l.shown))
	buf = append(buf, '\r')
	buf = append(buf, line...)
	for i := len(line); i < l.shown; i++ {
		buf = append(buf, ' ') // cover the end of a longer line
	}
	l.w.Write(buf)
	l.shown = len(buf) - 1
}

// progress counts the lines written so far, for the progress line.
type progress struct {
	lines, bytes, failed atomic.Int64
	// total is the size of the whole input in bytes when it is known
	// (every source a regular file), else 0.
	total int64
}

// add counts a written batch.
func (p *progress) add(b *batch) {
	p.lines.Add(b.stats.lines)
	p.bytes.Add(int64(len(b.in)))
	p.failed.Add(b.stats.failed)
}

// appendLine appends the progress line for a run that has taken elapsed:
//
//	whatwgurl: 3200000 lines, 8.05M lines/s, 180.2 MB, 960 failed
//
// or, when the size of the whole input is known, with the share read and
// the time left at the rate so far:
//
//	whatwgurl: 3200000 lines, 8.05M lines/s, 180.2 of 560.7 MB (32%), 960 failed, 1m12s left
func (p *progress) appendLine(dst []byte, elapsed time.Duration) []byte {
	lines := p.lines.Load()
	done := p.bytes.Load()
	dst = append(dst, "whatwgurl: "...)
	dst = appendCount(dst, lines, "line", "lines")
	dst = append(dst, ", "...)
	dst = appendRate(dst, lines, elapsed)
	dst = append(dst, " lines/s, "...)
	dst = strconv.AppendFloat(dst, float64(done)/1e6, 'f', 1, 64)
	if p.total > 0 {
		// A batch counts the "\n" added to a last line without one, so
		// done may pass total by a byte or so.
		done = min(done, p.total)
		dst = append(dst, " of "...)
		dst = strconv.AppendFloat(dst, float64(p.total)/1e6, 'f', 1, 64)
		dst = append(dst, " MB ("...)
		dst = strconv.AppendInt(dst, done*100/p.total, 10)
		dst = append(dst, "%), "...)
	} else {
		dst = append(dst, " MB, "...)
	}
	dst = strconv.AppendInt(dst, p.failed.Load(), 10)
	dst = append(dst, " failed"...)
	if p.total > 0 && done > 0 {
		left := time.Duration(float64(elapsed) * float64(p.total-done) / float64(done))
		dst = append(dst, ", "...)
		dst = append(dst, roundLeft(left).String()...)
		dst = append(dst, " left"...)
	}
	return dst
}

// roundLeft rounds an estimate of the time left to whole seconds, or to a
// tenth of a second below ten seconds.
func roundLeft(d time.Duration) time.Duration {
	if d >= 10*time.Second {
		return d.Round(time.Second)
	}
	return d.Round(100 * time.Millisecond)
}

// progressInterval is how often the progress line is written.
const progressInterval = 250 * time.Millisecond

// startProgress writes the progress line to log every progressInterval
// until the returned function is called, which clears it.
func startProgress(p *progress, log *stderrLog, now func() time.Time, start time.Time) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(progressInterval)
		defer t.Stop()
		var line []byte
		for {
			select {
			case <-done:
				return
			case <-t.C:
				line = p.appendLine(line[:0], now().Sub(start))
				log.showProgress(line)
			}
		}
	}()
	return func() {
		close(done)
		<-finished
		log.mu.Lock()
		log.clearLocked()
		log.mu.Unlock()
	}
}

// isTerminal reports whether w is a terminal, without any package beyond
// the standard library: a character device that is not the null device.
// (A pipe or a file is not a character device; /dev/null is one, and
// standard error is often sent there.)
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(fi, null)
}
