package main

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"
	"sort"

	"golang.org/x/image/vector"
)

// RGB is a colour with components in 0..1.
type RGB struct{ R, G, B float64 }

func hex(v uint32) RGB {
	return RGB{float64(v>>16&255) / 255, float64(v>>8&255) / 255, float64(v&255) / 255}
}

func (a RGB) Mix(b RGB, t float64) RGB {
	return RGB{a.R + (b.R-a.R)*t, a.G + (b.G-a.G)*t, a.B + (b.B-a.B)*t}
}
func (a RGB) Mul(k float64) RGB { return RGB{a.R * k, a.G * k, a.B * k} }

// Screen brightens a by b like light added on top (never exceeds 1).
func (a RGB) Screen(b RGB, k float64) RGB {
	return RGB{1 - (1-a.R)*(1-b.R*k), 1 - (1-a.G)*(1-b.G*k), 1 - (1-a.B)*(1-b.B*k)}
}
func (a RGB) Lighten(t float64) RGB { return a.Mix(RGB{1, 1, 1}, t) }
func (a RGB) Darken(t float64) RGB  { return a.Mix(RGB{}, t) }

func to8(v float64) uint8 {
	v = v*255 + 0.5
	if v < 0 {
		return 0
	}
	if v > 255 {
		return 255
	}
	return uint8(v)
}

func (a RGB) nrgba(alpha float64) color.NRGBA {
	return color.NRGBA{to8(a.R), to8(a.G), to8(a.B), to8(alpha)}
}

type Pt struct{ X, Y float64 }

func (p Pt) Add(q Pt) Pt             { return Pt{p.X + q.X, p.Y + q.Y} }
func (p Pt) Sub(q Pt) Pt             { return Pt{p.X - q.X, p.Y - q.Y} }
func (p Pt) Mul(k float64) Pt        { return Pt{p.X * k, p.Y * k} }
func (p Pt) Lerp(q Pt, t float64) Pt { return Pt{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t} }
func polar(a, r float64) Pt          { return Pt{math.Cos(a) * r, math.Sin(a) * r} }

func clamp01(v float64) float64    { return math.Max(0, math.Min(1, v)) }
func lerp(a, b, t float64) float64 { return a + (b-a)*t }
func smoothstep(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

// Canvas is an opaque RGBA picture plus a reusable rasterizer. Every fill
// rasterizes only the bounding box of its shape, so thousands of small leaves
// stay cheap on a full HD picture.
type Canvas struct {
	W, H int
	img  *image.RGBA
	ras  *vector.Rasterizer
	cov  []uint8
}

func NewCanvas(w, h int, bg RGB) *Canvas {
	c := &Canvas{W: w, H: h, img: image.NewRGBA(image.Rect(0, 0, w, h)), ras: vector.NewRasterizer(1, 1)}
	draw.Draw(c.img, c.img.Rect, image.NewUniform(bg.nrgba(1)), image.Point{}, draw.Src)
	return c
}

func (c *Canvas) bbox(polys [][]Pt) image.Rectangle {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range polys {
		for _, q := range p {
			x0, y0 = math.Min(x0, q.X), math.Min(y0, q.Y)
			x1, y1 = math.Max(x1, q.X), math.Max(y1, q.Y)
		}
	}
	if x0 > x1 {
		return image.Rectangle{}
	}
	r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1))+1, int(math.Ceil(y1))+1)
	return r.Intersect(c.img.Rect)
}

func (c *Canvas) rasterize(r image.Rectangle, polys [][]Pt) {
	c.ras.Reset(r.Dx(), r.Dy())
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	for _, p := range polys {
		if len(p) < 3 {
			continue
		}
		c.ras.MoveTo(float32(p[0].X-ox), float32(p[0].Y-oy))
		for _, q := range p[1:] {
			c.ras.LineTo(float32(q.X-ox), float32(q.Y-oy))
		}
		c.ras.ClosePath()
	}
}

// Fill paints the union of polys (non-zero winding) in one flat colour.
func (c *Canvas) Fill(col RGB, alpha float64, polys ...[]Pt) {
	r := c.bbox(polys)
	if r.Empty() || alpha <= 0 {
		return
	}
	c.rasterize(r, polys)
	c.ras.DrawOp = draw.Over
	c.ras.Draw(c.img, r, image.NewUniform(col.nrgba(alpha)), image.Point{})
}

// coverage returns the anti-aliased coverage of polys over r, row-major.
func (c *Canvas) coverage(r image.Rectangle, polys [][]Pt) []uint8 {
	c.rasterize(r, polys)
	n := r.Dx() * r.Dy()
	if cap(c.cov) < n {
		c.cov = make([]uint8, n)
	}
	a := &image.Alpha{Pix: c.cov[:n], Stride: r.Dx(), Rect: image.Rect(0, 0, r.Dx(), r.Dy())}
	c.ras.DrawOp = draw.Src
	c.ras.Draw(a, a.Rect, image.Opaque, image.Point{})
	return a.Pix
}

// FillFunc paints polys with a colour computed per pixel (gradients, shading).
func (c *Canvas) FillFunc(f func(x, y float64) (RGB, float64), polys ...[]Pt) {
	r := c.bbox(polys)
	if r.Empty() {
		return
	}
	cov := c.coverage(r, polys)
	w := r.Dx()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			m := cov[(y-r.Min.Y)*w+x-r.Min.X]
			if m == 0 {
				continue
			}
			col, a := f(float64(x)+0.5, float64(y)+0.5)
			c.blend(x, y, col, a*float64(m)/255)
		}
	}
}

func (c *Canvas) get(x, y int) RGB {
	i := c.img.PixOffset(x, y)
	p := c.img.Pix[i : i+3]
	return RGB{float64(p[0]) / 255, float64(p[1]) / 255, float64(p[2]) / 255}
}

func (c *Canvas) set(x, y int, col RGB) {
	i := c.img.PixOffset(x, y)
	p := c.img.Pix[i : i+3]
	p[0], p[1], p[2] = to8(col.R), to8(col.G), to8(col.B)
}

func (c *Canvas) blend(x, y int, col RGB, a float64) {
	if a <= 0 {
		return
	}
	if a >= 1 {
		c.set(x, y, col)
		return
	}
	c.set(x, y, c.get(x, y).Mix(col, a))
}

// Shade paints every pixel of r with a per-pixel colour and opacity.
func (c *Canvas) Shade(r image.Rectangle, f func(x, y float64) (RGB, float64)) {
	r = r.Intersect(c.img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			col, a := f(float64(x)+0.5, float64(y)+0.5)
			c.blend(x, y, col, a)
		}
	}
}

// Apply rewrites every pixel (vignettes, colour grading).
func (c *Canvas) Apply(f func(x, y float64, col RGB) RGB) {
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			c.set(x, y, f(float64(x)+0.5, float64(y)+0.5, c.get(x, y)))
		}
	}
}

// Mask is a float coverage layer used for blurred (soft) shapes such as
// clouds, shadows and glows.
type Mask struct {
	R image.Rectangle
	A []float32
}

func (c *Canvas) NewMask(r image.Rectangle) *Mask {
	r = r.Intersect(c.img.Rect)
	return &Mask{R: r, A: make([]float32, r.Dx()*r.Dy())}
}

// MaskFor returns an empty mask covering polys plus pad pixels around them.
func (c *Canvas) MaskFor(pad int, polys ...[]Pt) *Mask {
	r := c.bbox(polys)
	return c.NewMask(image.Rect(r.Min.X-pad, r.Min.Y-pad, r.Max.X+pad, r.Max.Y+pad))
}

func (c *Canvas) MaskAdd(m *Mask, alpha float64, polys ...[]Pt) {
	r := c.bbox(polys).Intersect(m.R)
	if r.Empty() {
		return
	}
	cov := c.coverage(r, polys)
	w := r.Dx()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			v := float32(float64(cov[(y-r.Min.Y)*w+x-r.Min.X]) / 255 * alpha)
			i := (y-m.R.Min.Y)*m.R.Dx() + x - m.R.Min.X
			m.A[i] += v * (1 - m.A[i])
		}
	}
}

// Blur approximates a gaussian blur with three box blurs.
func (m *Mask) Blur(radius int) {
	if radius < 1 {
		return
	}
	w, h := m.R.Dx(), m.R.Dy()
	tmp := make([]float32, max(w, h))
	box := func(get func(i int) float32, set func(i int, v float32), n int) {
		for i := 0; i < n; i++ {
			tmp[i] = get(i)
		}
		var sum float32
		inv := 1 / float32(2*radius+1)
		at := func(i int) float32 {
			if i < 0 || i >= n {
				return 0
			}
			return tmp[i]
		}
		for i := -radius; i <= radius; i++ {
			sum += at(i)
		}
		for i := 0; i < n; i++ {
			set(i, sum*inv)
			sum += at(i+radius+1) - at(i-radius)
		}
	}
	for pass := 0; pass < 3; pass++ {
		for y := 0; y < h; y++ {
			row := m.A[y*w : (y+1)*w]
			box(func(i int) float32 { return row[i] }, func(i int, v float32) { row[i] = v }, w)
		}
		for x := 0; x < w; x++ {
			box(func(i int) float32 { return m.A[i*w+x] }, func(i int, v float32) { m.A[i*w+x] = v }, h)
		}
	}
}

// Paint composites a mask with a per-pixel colour.
func (c *Canvas) Paint(m *Mask, f func(x, y float64) (RGB, float64)) {
	w := m.R.Dx()
	for y := m.R.Min.Y; y < m.R.Max.Y; y++ {
		for x := m.R.Min.X; x < m.R.Max.X; x++ {
			v := float64(m.A[(y-m.R.Min.Y)*w+x-m.R.Min.X])
			if v < 0.002 {
				continue
			}
			col, a := f(float64(x)+0.5, float64(y)+0.5)
			c.blend(x, y, col, a*v)
		}
	}
}

// SoftFill draws polys blurred by radius pixels in a flat colour.
func (c *Canvas) SoftFill(col RGB, alpha float64, radius int, polys ...[]Pt) {
	m := c.MaskFor(3*radius+2, polys...)
	c.MaskAdd(m, 1, polys...)
	m.Blur(radius)
	c.Paint(m, func(x, y float64) (RGB, float64) { return col, alpha })
}

// ---- shapes ----

func segs(perimeter float64) int {
	return max(10, min(220, int(perimeter/3)))
}

func Ellipse(cx, cy, rx, ry, rot float64) []Pt {
	return Arc(cx, cy, rx, ry, rot, 0, 2*math.Pi, segs(math.Pi*(rx+ry)))
}

func Circle(cx, cy, r float64) []Pt { return Ellipse(cx, cy, r, r, 0) }

// Arc returns n+1 points of an elliptical arc from angle a0 to a1.
func Arc(cx, cy, rx, ry, rot, a0, a1 float64, n int) []Pt {
	s, co := math.Sincos(rot)
	pts := make([]Pt, 0, n+1)
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		x, y := math.Cos(a)*rx, math.Sin(a)*ry
		pts = append(pts, Pt{cx + x*co - y*s, cy + x*s + y*co})
	}
	return pts
}

func Rect(x, y, w, h float64) []Pt {
	return []Pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
}

func RoundRect(x, y, w, h, r float64) []Pt {
	r = math.Min(r, math.Min(w, h)/2)
	var pts []Pt
	corner := func(cx, cy, a0 float64) {
		pts = append(pts, Arc(cx, cy, r, r, 0, a0, a0+math.Pi/2, 8)...)
	}
	corner(x+w-r, y+r, -math.Pi/2)
	corner(x+w-r, y+h-r, 0)
	corner(x+r, y+h-r, math.Pi/2)
	corner(x+r, y+r, math.Pi)
	return pts
}

// Quad returns n+1 points of a quadratic Bézier curve.
func Quad(a, b, c Pt, n int) []Pt {
	pts := make([]Pt, 0, n+1)
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		pts = append(pts, Pt{u*u*a.X + 2*u*t*b.X + t*t*c.X, u*u*a.Y + 2*u*t*b.Y + t*t*c.Y})
	}
	return pts
}

func Cubic(a, b, c, d Pt, n int) []Pt {
	pts := make([]Pt, 0, n+1)
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		pts = append(pts, Pt{
			u*u*u*a.X + 3*u*u*t*b.X + 3*u*t*t*c.X + t*t*t*d.X,
			u*u*u*a.Y + 3*u*u*t*b.Y + 3*u*t*t*c.Y + t*t*t*d.Y,
		})
	}
	return pts
}

// Stroke turns a polyline into a closed outline whose width tapers
// linearly from w0 to w1.
func Stroke(pts []Pt, w0, w1 float64) []Pt {
	n := len(pts)
	if n < 2 {
		return nil
	}
	left := make([]Pt, n)
	right := make([]Pt, n)
	for i := range pts {
		a, b := pts[max(i-1, 0)], pts[min(i+1, n-1)]
		d := b.Sub(a)
		l := math.Hypot(d.X, d.Y)
		if l == 0 {
			l = 1
		}
		nx, ny := -d.Y/l, d.X/l
		hw := lerp(w0, w1, float64(i)/float64(n-1)) / 2
		left[i] = Pt{pts[i].X + nx*hw, pts[i].Y + ny*hw}
		right[i] = Pt{pts[i].X - nx*hw, pts[i].Y - ny*hw}
	}
	out := append([]Pt{}, left...)
	for i := n - 1; i >= 0; i-- {
		out = append(out, right[i])
	}
	return out
}

// Line is a straight stroke of constant width.
func Line(a, b Pt, w float64) []Pt { return Stroke([]Pt{a, b}, w, w) }

// Xform rotates pts by rot around the origin, scales, and moves them to (tx, ty).
func Xform(pts []Pt, tx, ty, rot, scale float64) []Pt {
	s, co := math.Sincos(rot)
	out := make([]Pt, len(pts))
	for i, p := range pts {
		x, y := p.X*scale, p.Y*scale
		out[i] = Pt{tx + x*co - y*s, ty + x*s + y*co}
	}
	return out
}

// Hull is the convex hull of pts (monotone chain).
func Hull(pts []Pt) []Pt {
	p := append([]Pt{}, pts...)
	sort.Slice(p, func(i, j int) bool { return p[i].X < p[j].X || p[i].X == p[j].X && p[i].Y < p[j].Y })
	cross := func(o, a, b Pt) float64 { return (a.X-o.X)*(b.Y-o.Y) - (a.Y-o.Y)*(b.X-o.X) }
	var h []Pt
	for pass := 0; pass < 2; pass++ {
		start := len(h)
		for _, q := range p {
			for len(h) >= start+2 && cross(h[len(h)-2], h[len(h)-1], q) <= 0 {
				h = h[:len(h)-1]
			}
			h = append(h, q)
		}
		h = h[:len(h)-1]
		for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
	}
	return h
}

func concat(parts ...[]Pt) []Pt {
	var out []Pt
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func reversed(p []Pt) []Pt {
	out := make([]Pt, len(p))
	for i := range p {
		out[len(p)-1-i] = p[i]
	}
	return out
}

// ---- randomness and noise ----

type Rng struct{ *rand.Rand }

func NewRng(seed uint64) Rng { return Rng{rand.New(rand.NewPCG(seed, seed*0x9e3779b97f4a7c15+1))} }

func (r Rng) F(a, b float64) float64        { return a + (b-a)*r.Float64() }
func (r Rng) Jit(v, amount float64) float64 { return v * (1 + amount*(2*r.Float64()-1)) }

func hash64(seed uint64, i int64) float64 {
	x := seed ^ uint64(i)*0x9e3779b97f4a7c15
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return float64(x>>11) / float64(1<<53)
}

// noise1 is smooth 1-D value noise in 0..1.
func noise1(seed uint64, x float64) float64 {
	i := math.Floor(x)
	f := x - i
	f = f * f * (3 - 2*f)
	return lerp(hash64(seed, int64(i)), hash64(seed, int64(i)+1), f)
}

// fbm1 sums octaves of noise1, result roughly in 0..1.
func fbm1(seed uint64, x float64, octaves int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for o := 0; o < octaves; o++ {
		sum += amp * noise1(seed+uint64(o)*7919, x)
		norm += amp
		amp *= 0.5
		x *= 2.03
	}
	return sum / norm
}
