package media

import (
	"io"
	"runtime"
)

// Image work is long (a 12-megapixel photo takes a core for a second or more) and
// a page's requests are short: image work steps aside for them between small pieces
// of its own, so that pages keep their speed while images are made and image work
// gets the time requests leave.

// yieldingReader steps aside at each read (4 KB at a time through the decoders' buffers).
type yieldingReader struct{ r io.Reader }

func (y yieldingReader) Read(p []byte) (int, error) {
	runtime.Gosched()
	return y.r.Read(p)
}

// yieldingWriter steps aside at each write (4 KB at a time from the encoders' buffers).
type yieldingWriter struct{ w io.Writer }

func (y yieldingWriter) Write(p []byte) (int, error) {
	runtime.Gosched()
	return y.w.Write(p)
}
