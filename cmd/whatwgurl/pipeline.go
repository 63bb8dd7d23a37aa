package main

import (
	"bytes"
	"io"
	"runtime"
	"slices"
	"sync"
)

// The list modes (lines, -json over lines, -jsonl) share one pipeline. A
// reader cuts the input into batches of whole lines; workers turn each
// batch into its output, its error lines and its counts; a writer writes
// the batches in input order. There is a fixed number of batches, each
// reused, so memory does not grow with the input, and the output is the
// same for any number of workers: each line's output depends on that line
// alone (and on its line number), never on which worker handled it.
//
// A batch ends at the end of a line, so a line longer than a batch makes
// that batch grow to hold it; a batch that grew well past batchSize is
// dropped once written rather than reused.

// batchSize is the size of the input a batch reads at once: large enough
// that the work per batch dwarfs passing it between goroutines, small
// enough that a batch and its output stay in a core's cache. Tests make it
// small, to cut their inputs into many batches.
var batchSize = 128 << 10

// batch is a run of whole input lines and what the command makes of them.
type batch struct {
	in        []byte // whole lines, each ending in '\n'
	firstLine int64  // the number of the first line of in, from 1
	out       []byte // what goes to standard output
	errs      []byte // what goes to standard error: one line per failure
	stats     stats
	done      chan struct{} // receives once the batch is processed
}

func newBatch() *batch {
	return &batch{
		in:   make([]byte, 0, batchSize),
		out:  make([]byte, 0, batchSize+batchSize/4),
		done: make(chan struct{}, 1),
	}
}

// reset readies b for reuse, dropping buffers that grew for a long line.
// The output of a batch in a JSON mode is several times its input, so the
// output buffer may keep more before it is dropped.
func (b *batch) reset() {
	b.in = shrink(b.in, batchSize, 4*batchSize)
	b.out = shrink(b.out, batchSize+batchSize/4, 32*batchSize)
	b.errs = shrink(b.errs, 0, 4*batchSize)
	b.stats = stats{}
}

// shrink returns buf emptied, or a new buffer of capacity size when buf
// has grown past limit.
func shrink(buf []byte, size, limit int) []byte {
	if cap(buf) > limit {
		return make([]byte, 0, size)
	}
	return buf[:0]
}

// A worker turns a batch's lines into its output. Each goroutine has its
// own worker, so a worker may keep scratch space between batches.
type worker interface {
	process(b *batch)
}

// lineReader reads its sources one after another and hands out their
// lines in batches. The last line of each source ends there, "\n" or not.
type lineReader struct {
	srcs  []io.Reader
	carry []byte // the start of a line that the last batch did not hold
	err   error  // a read error, returned once the lines before it are out
}

// fill puts the next whole lines into b.in and reports whether there were
// any. It returns as soon as a read has brought at least one whole line,
// so that lines that arrive one at a time through a pipe are answered one
// at a time; large inputs fill the whole batch with each read.
func (r *lineReader) fill(b *batch) (bool, error) {
	b.in = append(b.in[:0], r.carry...)
	r.carry = r.carry[:0]
	for r.err == nil && len(r.srcs) > 0 {
		if len(b.in) == cap(b.in) {
			b.in = slices.Grow(b.in, max(len(b.in), batchSize))
		}
		start := len(b.in)
		n, err := r.srcs[0].Read(b.in[start:cap(b.in)])
		b.in = b.in[:start+n]
		if i := bytes.LastIndexByte(b.in[start:], '\n'); i >= 0 {
			end := start + i + 1
			r.carry = append(r.carry, b.in[end:]...)
			b.in = b.in[:end]
			if err != nil && err != io.EOF {
				r.err = err
			} else if err == io.EOF {
				r.srcs = r.srcs[1:]
				if len(r.carry) > 0 {
					b.in = append(b.in, r.carry...)
					b.in = append(b.in, '\n')
					r.carry = r.carry[:0]
				}
			}
			return true, nil
		}
		switch {
		case err == io.EOF:
			r.srcs = r.srcs[1:]
			if len(b.in) > 0 {
				b.in = append(b.in, '\n') // the last line, without "\n"
				return true, nil
			}
		case err != nil:
			r.err = err
		}
	}
	if r.err != nil {
		// A line cut short by the error is not passed on.
		b.in = b.in[:0]
		return false, r.err
	}
	return false, nil
}

// sink receives the processed batches in order.
type sink interface {
	write(b *batch) error
}

// runSequential reads, processes and writes one batch at a time on the
// calling goroutine: the -j 1 pipeline.
func runSequential(r *lineReader, w worker, s sink) error {
	b := newBatch()
	line := int64(1)
	for {
		more, err := r.fill(b)
		if !more {
			return err
		}
		b.firstLine = line
		w.process(b)
		line += b.stats.lines
		if err := s.write(b); err != nil {
			return err
		}
		b.reset()
	}
}

// runParallel is the pipeline with j workers. It returns the first write
// error, which stops it at once, or else the read error, if any, after
// every line read before it has been written.
func runParallel(r *lineReader, j int, newWorker func() worker, s sink) error {
	// Batches: one per worker being processed, as many again waiting to
	// be processed or written, and two for the reader and the writer. A
	// -j far above the number of CPUs does not buy more of them: memory
	// stays bounded by the CPUs, and the extra workers wait.
	j = min(j, 4*runtime.GOMAXPROCS(0))
	n := 2*j + 2
	free := make(chan *batch, n)
	for range n {
		free <- newBatch()
	}
	work := make(chan *batch, n)
	order := make(chan *batch, n)
	quit := make(chan struct{})
	var readErr error

	go func() {
		defer close(work)
		defer close(order)
		line := int64(1)
		for {
			var b *batch
			select {
			case b = <-free:
			case <-quit:
				return
			}
			more, err := r.fill(b)
			if !more {
				readErr = err // read by the writer after order is closed
				return
			}
			b.firstLine = line
			line += int64(bytes.Count(b.in, newline))
			// Neither send blocks: each channel holds every batch.
			order <- b
			work <- b
		}
	}()

	var wg sync.WaitGroup
	for range j {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker()
			for b := range work {
				w.process(b)
				b.done <- struct{}{}
			}
		}()
	}

	for b := range order {
		<-b.done
		if err := s.write(b); err != nil {
			// Stop reading; the workers end when the reader closes work.
			// A reader blocked on its input is left behind, as the
			// command is about to exit.
			close(quit)
			return err
		}
		b.reset()
		free <- b
	}
	wg.Wait()
	return readErr
}

var newline = []byte{'\n'}
