// Package shrinkjpeg decodes a JPEG at a half, a quarter or an eighth of its size,
// never holding the whole image's pixels: the pixels of each 8x8 block are averaged
// into a smaller block as the block is decoded (what libjpeg calls scaled decoding,
// and libvips "shrink on load").
//
// It is the standard library's image/jpeg decoder (Go 1.27) with three changes: the
// destination image is allocated at the shrunk size, each block's pixels are averaged
// as they are stored (makeImg and reconstructBlock in scan.go), and what would need a
// whole-size copy to convert (CMYK, RGB, unusual chroma subsampling) is refused, so
// the caller decodes it with image/jpeg. The rest is unchanged upstream code; no Go
// module served here offers scaled decoding.
//
// A photo's master (at most 1920 pixels a side) made from a 12-megapixel original
// held the original's 18 MB of pixels; decoded at half size, 4.5 MB.
package shrinkjpeg
