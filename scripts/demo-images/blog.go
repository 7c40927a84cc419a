package main

import (
	"image"
	"math"
)

func blogPictures() []func(c *Canvas) {
	return []func(c *Canvas){landscape(goldenFieldScene()), dryingBarn, lab, mainStreet, terpenes, soil}
}

// ---- 2: harvest, plants hung to dry in the barn ----

func dryingBarn(c *Canvas) {
	W, H := float64(c.W), float64(c.H)
	rng := NewRng(4002)
	win := image.Rect(150, 170, 390, 470)
	light := Pt{270, 320}
	boards := []RGB{hex(0x6E4A2E), hex(0x7A5334), hex(0x684529), hex(0x735032)}
	c.Shade(c.img.Rect, func(x, y float64) (RGB, float64) {
		i := int(x / 92)
		col := boards[int(hash64(7, int64(i))*4)]
		if math.Mod(x, 92) < 3 {
			col = col.Darken(0.45)
		}
		d := math.Hypot(x-light.X, (y-light.Y)*1.3) / W
		col = col.Mul(0.55+0.3*(1-y/H)).Screen(hex(0xFFC98A), 0.45*math.Exp(-d/0.22))
		return col, 1
	})
	// window with a bright summer day outside
	c.Fill(hex(0x4A2F1C), 1, Rect(float64(win.Min.X)-16, float64(win.Min.Y)-16, float64(win.Dx())+32, float64(win.Dy())+32))
	c.Shade(win, func(x, y float64) (RGB, float64) {
		return hex(0xFFF4D6).Mix(hex(0xCFE3C0), smoothstep(330, 470, y)), 1
	})
	c.Fill(hex(0x4A2F1C), 1, Rect(float64(win.Min.X+win.Dx()/2)-6, float64(win.Min.Y), 12, float64(win.Dy())))
	c.Fill(hex(0x4A2F1C), 1, Rect(float64(win.Min.X), float64(win.Min.Y+win.Dy()/2)-6, float64(win.Dx()), 12))
	// floor
	c.Shade(image.Rect(0, 790, c.W, c.H), func(x, y float64) (RGB, float64) {
		col := hex(0x4E3422)
		if math.Mod(y-790, 36) < 2 {
			col = col.Darken(0.4)
		}
		return col.Screen(hex(0xFFC98A), 0.25*math.Exp(-math.Abs(x-600)/500)), 1
	})
	// roof beams
	c.Fill(hex(0x3A2516), 1, Rect(0, 0, W, 70))
	c.Fill(hex(0x4A3020), 1, Rect(0, 62, W, 14))
	for _, x := range []float64{520, 1100} {
		c.Fill(hex(0x3E2819), 1, Rect(x, 70, 34, 720))
		c.Fill(hex(0x2E1D12), 1, []Pt{{x - 180, 70}, {x - 150, 70}, {x + 4, 230}, {x + 4, 260}})
		c.Fill(hex(0x2E1D12), 1, []Pt{{x + 210, 70}, {x + 180, 70}, {x + 30, 230}, {x + 30, 260}})
	}
	dry := PlantPalette{Dark: hex(0x4E5A2A), Mid: hex(0x7A7E3A), Light: hex(0xA8A052), Cola: hex(0x9CA85E), Pistil: hex(0xC8742E)}
	// back row: smaller and dimmer; front row: big
	for _, row := range []struct {
		y, l, dim float64
		n         int
	}{{150, 330, 0.35, 9}, {105, 620, 0, 5}} {
		c.Fill(hex(0xC8B898).Darken(row.dim), 1, Line(Pt{0, row.y}, Pt{W, row.y + 6}, 3))
		for i := 0; i < row.n; i++ {
			x := (float64(i) + 0.5 + rng.F(-0.15, 0.15)) * W / float64(row.n)
			y := row.y + 3 + x/W*6
			hangingPlant(c, rng, Pt{x, y}, row.l*rng.F(0.9, 1.05), dry, row.dim)
		}
	}
	// dusty light beams from the window
	beam := []Pt{{150, 170}, {390, 170}, {1050, 900}, {420, 900}}
	c.SoftFill(hex(0xFFE2B0), 0.16, 30, beam)
}

// hangingPlant draws a harvested plant hung upside down from a line at top.
func hangingPlant(c *Canvas, rng Rng, top Pt, l float64, pal PlantPalette, dim float64) {
	col := func(v RGB) RGB { return v.Darken(dim) }
	c.Fill(col(hex(0xD8C8A0)), 1, Stroke([]Pt{top, top.Add(Pt{0, l * 0.06})}, 2.5, 2.5))
	stemTop := top.Add(Pt{0, l * 0.06})
	stemEnd := stemTop.Add(Pt{rng.F(-0.04, 0.04) * l, l * 0.85})
	c.Fill(col(hex(0x6A5A36)), 1, Stroke([]Pt{stemTop, stemEnd}, l*0.022, l*0.01))
	type branch struct {
		from, to Pt
		t        float64
	}
	var bs []branch
	n := 7
	for i := 0; i < n; i++ {
		t := 0.12 + 0.72*float64(i)/float64(n-1)
		side := float64(1 - 2*(i%2))
		from := stemTop.Lerp(stemEnd, t)
		ang := math.Pi/2 - side*rng.F(0.35, 0.65)
		bl := l * rng.F(0.2, 0.32) * (1.1 - 0.5*t)
		bs = append(bs, branch{from, from.Add(polar(ang, bl)), t})
	}
	for _, b := range bs {
		c.Fill(col(hex(0x6A5A36)), 1, Stroke([]Pt{b.from, b.to}, l*0.012, l*0.006))
		leaf := FanLeaf{At: b.from.Lerp(b.to, 0.4), Ang: math.Pi/2 + rng.F(-0.5, 0.5), Size: l * rng.F(0.1, 0.15), N: 5,
			Col: col(pal.Dark.Mix(pal.Light, rng.Float64())), Spread: 0.3, Droop: 2}
		leaf.Draw(c)
	}
	for _, b := range append(bs, branch{stemTop.Lerp(stemEnd, 0.7), stemEnd.Add(Pt{0, l * 0.05}), 1}) {
		size := l * 0.18
		if b.t == 1 {
			size = l * 0.3
		}
		hangingCola(c, rng, b.to.Add(Pt{0, -size * 0.55}), size, col(pal.Cola), col(pal.Light), col(pal.Dark), col(pal.Pistil))
	}
}

// hangingCola is a drying flower top pointing down.
func hangingCola(c *Canvas, rng Rng, at Pt, l float64, base, hi, leaf, pistil RGB) {
	lt, rt := leafletHalves(at, math.Pi/2, l, l*0.42, 0)
	c.Fill(base.Darken(0.15), 1, concat(lt[:len(lt)-1], reversed(rt[:len(rt)-1])))
	c.Fill(base, 1, rt)
	for k := 0; k < 6; k++ {
		v := 0.15 + 0.13*float64(k)
		side := float64(1 - 2*(k%2))
		r := l * 0.13 * (1 - v*0.6)
		p := at.Add(Pt{side * l * 0.1, v * l})
		c.Fill(base.Darken(0.1), 1, Circle(p.X, p.Y, r))
		c.Fill(hi, 0.5, Circle(p.X-r*0.3, p.Y-r*0.2, r*0.45))
	}
	for k := 0; k < 6; k++ {
		p := at.Add(Pt{rng.F(-0.08, 0.08) * l, rng.F(0.1, 0.8) * l})
		side := float64(1 - 2*(k%2))
		c.Fill(leaf, 1, leaflet(p, math.Pi/2-side*rng.F(0.5, 1.1), l*rng.F(0.3, 0.45), l*0.1, 0))
	}
	for k := 0; k < 7; k++ {
		p := at.Add(Pt{rng.F(-0.12, 0.12) * l, rng.F(0.1, 0.85) * l})
		a := rng.F(0, 2*math.Pi)
		c.Fill(pistil, 1, Stroke(Quad(p, p.Add(polar(a, l*0.05)).Add(polar(a+1.5, l*0.02)), p.Add(polar(a, l*0.09)), 6), 2, 1))
	}
}

// ---- 3: the lab, a certificate of analysis and test tubes ----

func lab(c *Canvas) {
	W, H := float64(c.W), float64(c.H)
	c.Shade(c.img.Rect, func(x, y float64) (RGB, float64) {
		col := hex(0xE8F0F2).Mix(hex(0xCCD9DE), y/H)
		dx, dy := (x-0.45*W)/W, (y-0.35*H)/H
		return col.Screen(RGB{1, 1, 1}, 0.3*math.Exp(-(dx*dx+dy*dy)*6)), 1
	})
	// wall tiles, very faint
	for y := 60.0; y < 640; y += 110 {
		c.Fill(hex(0xBCCAD0), 0.35, Rect(0, y, W, 2))
	}
	// bench
	benchY := 660.0
	c.Fill(hex(0xB9C4C8), 1, Rect(0, benchY, W, 28))
	c.Fill(hex(0xE2E8EA), 1, Rect(0, benchY, W, 8))
	c.FillFunc(func(x, y float64) (RGB, float64) {
		return hex(0x7E8C92).Mix(hex(0x5E6A70), (y-benchY)/(H-benchY)), 1
	}, Rect(0, benchY+28, W, H))
	for _, x := range []float64{520, 1080} {
		c.Fill(hex(0x56626A), 1, Rect(x, benchY+28, 4, H))
		c.Fill(hex(0xC8D0D4), 1, RoundRect(x-80, benchY+70, 60, 10, 5))
	}
	// clipboard with the certificate
	board := RoundRect(240, 80, 560, 600, 18)
	dropShadow(c, hex(0xAAB8BE), 14, 16, 16, 0.5, board)
	c.Fill(hex(0x9A6E44), 1, board)
	sheet := Rect(275, 130, 490, 530)
	c.Fill(hex(0xFFFFFF), 1, sheet)
	c.Fill(forest, 1, Rect(275, 150, 490, 46))
	Logo(c.Fill, 316, 170, 40, RGB{1, 1, 1}, forest)
	c.Fill(RGB{1, 1, 1}, 0.9, RoundRect(350, 160, 200, 10, 5))
	c.Fill(RGB{1, 1, 1}, 0.6, RoundRect(350, 178, 130, 8, 4))
	for i, w := range []float64{250, 190, 220} {
		c.Fill(hex(0xB8C0C4), 1, RoundRect(300, 222+float64(i)*20, w, 8, 4))
	}
	// seal rosette
	sx, sy := 700.0, 250.0
	var star []Pt
	for i := 0; i < 48; i++ {
		a := float64(i) / 48 * 2 * math.Pi
		r := 44.0
		if i%2 == 1 {
			r = 38
		}
		star = append(star, Pt{sx + math.Cos(a)*r, sy + math.Sin(a)*r})
	}
	c.Fill(hex(0xB0412E), 1, []Pt{{sx - 24, sy + 20}, {sx - 8, sy + 30}, {sx - 22, sy + 90}, {sx - 32, sy + 78}, {sx - 44, sy + 86}})
	c.Fill(hex(0xB0412E), 1, []Pt{{sx + 24, sy + 20}, {sx + 8, sy + 30}, {sx + 22, sy + 90}, {sx + 32, sy + 78}, {sx + 44, sy + 86}})
	c.Fill(hex(0xD9A53A), 1, star)
	c.Fill(hex(0xF0C860), 1, Circle(sx, sy, 30))
	c.Fill(hex(0xC08A2A), 1, Stroke(append(Circle(sx, sy, 24), Pt{sx + 24, sy}), 2, 2))
	c.Fill(hex(0xC08A2A), 1, Stroke([]Pt{{sx - 11, sy}, {sx - 3, sy + 9}, {sx + 13, sy - 9}}, 5, 5))
	// bar chart of the cannabinoid profile
	ox, oy := 320.0, 560.0
	c.Fill(hex(0x5E6A70), 1, Rect(ox, oy, 400, 3))
	c.Fill(hex(0x5E6A70), 1, Rect(ox, oy-210, 3, 213))
	for i := 1; i <= 4; i++ {
		c.Fill(hex(0xDDE3E6), 1, Rect(ox+4, oy-float64(i)*50, 396, 1.5))
	}
	bars := []struct {
		h   float64
		col uint32
	}{{190, 0x2E5A3A}, {36, 0x6FA05A}, {64, 0xA8C46A}, {22, 0xD9A53A}, {48, 0xE0884A}, {14, 0x8A6AB0}}
	for i, b := range bars {
		x := ox + 22 + float64(i)*64
		c.Fill(hex(b.col), 1, Rect(x, oy-b.h, 40, b.h))
		c.Fill(hex(0xA8B0B4), 1, RoundRect(x+4, oy+12, 32, 7, 3))
	}
	for i, w := range []float64{420, 360} {
		c.Fill(hex(0xB8C0C4), 1, RoundRect(300, 600+float64(i)*18, w, 7, 3))
	}
	c.Fill(hex(0x2A3A6A), 0.8, Stroke(Cubic(Pt{600, 645}, Pt{620, 615}, Pt{640, 660}, Pt{660, 630}, 20), 2.5, 1.5))
	// clip
	c.FillFunc(func(x, y float64) (RGB, float64) {
		return hex(0xF4F6F7).Mix(hex(0x8A969C), clamp01((y-60)/70)), 1
	}, RoundRect(420, 60, 200, 70, 14))
	c.Fill(hex(0x6E7A80), 1, Circle(520, 84, 11))
	c.Fill(hex(0xC8D0D4), 1, Circle(520, 84, 6))

	// test tubes in a rack
	rackX, rackY := 960.0, 520.0
	tubeCols := []RGB{hex(0x6FB04A), hex(0xE0A030), hex(0xB8D86A), hex(0xA8744A), hex(0x7CC0A0)}
	c.Fill(hex(0xE4E9EB), 1, RoundRect(rackX, rackY+70, 440, 22, 8))
	for i, col := range tubeCols {
		x := rackX + 40 + float64(i)*84
		top := 300 + float64(i%2)*30.0
		bot := rackY + 120
		tube := concat([]Pt{{x - 22, top}, {x + 22, top}}, Arc(x, bot-22, 22, 22, 0, 0, math.Pi, 16))
		lvl := bot - 130 + float64(i%3)*20
		c.Fill(RGB{0.92, 0.96, 0.97}, 0.6, tube)
		c.FillFunc(func(x, y float64) (RGB, float64) {
			return col.Lighten(0.15).Mix(col.Darken(0.15), clamp01((y-lvl)/120)), 1
		}, concat([]Pt{{x - 18, lvl}, {x + 18, lvl}}, Arc(x, bot-22, 18, 18, 0, 0, math.Pi, 16)))
		c.Fill(col.Lighten(0.3), 1, Ellipse(x, lvl, 18, 4, 0))
		c.Fill(RGB{1, 1, 1}, 0.6, Rect(x-13, top+12, 5, bot-top-40))
		c.Fill(hex(0x8A9AA0), 0.6, Stroke(tube, 2, 2))
		c.Fill(hex(0x3E6E8A), 1, RoundRect(x-25, top-26, 50, 30, 6))
	}
	c.Fill(hex(0xF2F5F6), 1, RoundRect(rackX-10, rackY, 460, 34, 8))
	c.Fill(hex(0xC4CDD1), 1, Rect(rackX-10, rackY+24, 460, 10))
	for _, x := range []float64{rackX + 4, rackX + 420} {
		c.Fill(hex(0xDDE3E6), 1, Rect(x, rackY+30, 16, 150))
	}
	// conical flask
	fx, fy := 1490.0, 660.0
	flask := []Pt{{fx - 20, 380}, {fx + 20, 380}, {fx + 20, 470}, {fx + 95, fy - 12}, {fx + 88, fy}, {fx - 88, fy}, {fx - 95, fy - 12}, {fx - 20, 470}}
	dropShadow(c, hex(0xAAB8BE), 10, 6, 10, 0.4, Rect(fx-90, fy-10, 180, 12))
	c.Fill(RGB{0.93, 0.96, 0.97}, 0.7, flask)
	c.FillFunc(func(x, y float64) (RGB, float64) {
		return hex(0x8CC45A).Mix(hex(0x4E8A3A), clamp01((y-560)/100)), 1
	}, []Pt{{fx - 55, 560}, {fx + 55, 560}, {fx + 88, fy - 14}, {fx + 82, fy - 4}, {fx - 82, fy - 4}, {fx - 88, fy - 14}})
	c.Fill(RGB{1, 1, 1}, 0.55, Stroke([]Pt{{fx - 10, 392}, {fx - 10, 470}, {fx - 70, 630}}, 6, 4))
	c.Fill(hex(0x8A9AA0), 0.6, Stroke(append(flask, flask[0]), 2, 2))
	c.Fill(hex(0xE8EEF0), 1, RoundRect(fx-26, 372, 52, 14, 6))
}

// ---- 4: a Hudson Valley main street with shop fronts ----

func mainStreet(c *Canvas) {
	W, H := float64(c.W), float64(c.H)
	rng := NewRng(4004)
	c.Shade(c.img.Rect, func(x, y float64) (RGB, float64) {
		return hex(0x7DB2E0).Mix(hex(0xDCEBF4), clamp01(y/500)), 1
	})
	for _, cl := range []Pt{{300, 70}, {1250, 110}} {
		polys := [][]Pt{Ellipse(cl.X, cl.Y, 130, 26, 0), Circle(cl.X-40, cl.Y-18, 40), Circle(cl.X+30, cl.Y-24, 50)}
		m := c.MaskFor(30, polys...)
		c.MaskAdd(m, 1, polys...)
		m.Blur(5)
		c.Paint(m, func(x, y float64) (RGB, float64) { return RGB{1, 1, 1}, 0.9 })
	}
	ground := 700.0
	type shop struct {
		x, w, top  float64
		wall, trim RGB
		awning     [2]RGB
		brick      bool
		sign       RGB
		icon       int
	}
	shops := []shop{
		{-20, 430, 150, hex(0xA54C3C), hex(0xF0E6D2), [2]RGB{hex(0x2E5A3A), hex(0xF2EEE2)}, true, hex(0x2E5A3A), 0},
		{410, 380, 220, hex(0xE6D8B8), hex(0x5E6E58), [2]RGB{hex(0xB8453A), hex(0xF6F0E4)}, false, hex(0x5E6E58), 1},
		{790, 400, 120, hex(0x4A5E78), hex(0xF2EEE4), [2]RGB{hex(0xE0A43A), hex(0xF6F0E4)}, false, hex(0x2C3A4E), 2},
		{1190, 430, 190, hex(0x9AAE8E), hex(0xF4EEE0), [2]RGB{hex(0x6A4A7A), hex(0xF2EEE2)}, false, hex(0x4E6A46), 0},
	}
	for _, s := range shops {
		c.Fill(s.wall, 1, Rect(s.x, s.top, s.w, ground-s.top))
		if s.brick {
			for y := s.top + 14; y < ground; y += 16 {
				c.Fill(s.wall.Darken(0.2), 0.5, Rect(s.x, y, s.w, 1.5))
			}
		}
		// cornice with dentils
		c.Fill(s.trim, 1, Rect(s.x-6, s.top-16, s.w+12, 22))
		c.Fill(s.trim.Darken(0.15), 1, Rect(s.x, s.top+6, s.w, 6))
		for x := s.x + 8; x < s.x+s.w-8; x += 22 {
			c.Fill(s.trim, 1, Rect(x, s.top+12, 10, 10))
		}
		// upper floor windows
		for row := 0; row < 2; row++ {
			wy := s.top + 50 + float64(row)*120
			if wy+90 > 420 {
				continue
			}
			for k := 0; k < 3; k++ {
				wx := s.x + s.w*(0.17+0.3*float64(k)) - 30
				c.Fill(s.trim, 1, Rect(wx-8, wy-8, 76, 106))
				c.FillFunc(func(x, y float64) (RGB, float64) {
					return hex(0xBFD8EA).Mix(hex(0x6A8AA8), clamp01((y-wy)/90)), 1
				}, Rect(wx, wy, 60, 90))
				c.Fill(s.trim, 1, Rect(wx+28, wy, 4, 90))
				c.Fill(s.trim, 1, Rect(wx, wy+42, 60, 4))
				c.Fill(RGB{1, 1, 1}, 0.3, []Pt{{wx + 6, wy + 90}, {wx + 40, wy}, {wx + 52, wy}, {wx + 18, wy + 90}})
				c.Fill(s.trim.Darken(0.2), 1, Rect(wx-12, wy+98, 84, 8))
			}
		}
		// sign band and shop front
		c.Fill(s.sign, 1, Rect(s.x+10, 430, s.w-20, 50))
		c.Fill(s.trim, 1, Stroke(append(Rect(s.x+16, 436, s.w-32, 38), Pt{s.x + 16, 436}), 2, 2))
		shopIcon(c, s.icon, s.x+s.w/2, 455, s.trim, s.sign)
		c.Fill(s.trim, 1, Rect(s.x+10, 480, s.w-20, ground-480))
		door := Rect(s.x+s.w/2-38, 520, 76, ground-520)
		for _, side := range []float64{-1, 1} {
			gx := s.x + s.w/2 + side*(s.w/4+12) - (s.w/2-90)/2
			glass := Rect(gx, 540, s.w/2-90, ground-580)
			c.FillFunc(func(x, y float64) (RGB, float64) {
				return hex(0xF6D89A).Mix(hex(0xC88A4A), clamp01((y-540)/140)), 1
			}, glass)
			// shelves and goods seen through the glass
			for k := 0; k < 2; k++ {
				sy := 590 + float64(k)*45
				c.Fill(hex(0x8A5A34), 1, Rect(gx+6, sy, s.w/2-102, 4))
				for px := gx + 14; px < gx+s.w/2-104; px += 22 {
					c.Fill(hex(0x5E6E58).Mix(s.awning[0], rng.Float64()), 1, RoundRect(px, sy-22, 14, 22, 3))
				}
			}
			c.Fill(RGB{1, 1, 1}, 0.25, []Pt{{gx + 10, ground - 40}, {gx + 60, 540}, {gx + 90, 540}, {gx + 40, ground - 40}})
		}
		c.Fill(s.sign.Darken(0.2), 1, door)
		c.Fill(hex(0xF6D89A), 0.9, Rect(s.x+s.w/2-26, 534, 52, 80))
		c.Fill(hex(0xD9B060), 1, Circle(s.x+s.w/2+26, 630, 4))
		// striped, scalloped awning
		ax0, ax1 := s.x+20, s.x+s.w-20
		n := int((ax1 - ax0) / 34)
		sw := (ax1 - ax0) / float64(n)
		for k := 0; k < n; k++ {
			x := ax0 + float64(k)*sw
			col := s.awning[k%2]
			c.Fill(col, 1, []Pt{{x + 4, 488}, {x + sw + 4, 488}, {x + sw - 4, 545}, {x - 4, 545}})
			c.Fill(col, 1, Arc(x+sw/2-4, 545, sw/2, 10, 0, 0, math.Pi, 10))
		}
		c.Fill(RGB{0, 0, 0}, 0.15, Rect(ax0-4, 545, ax1-ax0, 8))
	}
	// sidewalk and street
	c.Fill(hex(0xC9C4BA), 1, Rect(0, ground, W, 110))
	for x := 40.0; x < W; x += 160 {
		c.Fill(hex(0xAEA89C), 1, Line(Pt{x, ground}, Pt{x - 30, ground + 110}, 2))
	}
	c.Fill(hex(0x9A958A), 1, Rect(0, ground+104, W, 10))
	c.Fill(hex(0x4A4C50), 1, Rect(0, ground+114, W, H))
	for x := 20.0; x < W; x += 200 {
		c.Fill(hex(0xE8D070), 1, Rect(x, 865, 110, 7))
	}
	// planters, lamp posts and a street tree
	for _, px := range []float64{200, 620, 1000, 1420} {
		c.Fill(hex(0x6A4A34), 1, RoundRect(px-50, ground+10, 100, 50, 6))
		for k := 0; k < 7; k++ {
			bx := px - 40 + float64(k)*13
			c.Fill(hex(0x3E6E3A), 1, Circle(bx, ground+6-rng.F(0, 14), rng.F(14, 20)))
		}
		for k := 0; k < 8; k++ {
			fc := []RGB{hex(0xE85A6A), hex(0xF2C84A), hex(0xF4F0F0), hex(0xB05AC0)}[rng.IntN(4)]
			c.Fill(fc, 1, Circle(px+rng.F(-44, 44), ground-rng.F(0, 22), 5))
		}
	}
	for _, lx := range []float64{410, 1190} {
		c.Fill(hex(0x24382C), 1, Rect(lx-5, 430, 10, ground+90-430))
		c.Fill(hex(0x24382C), 1, RoundRect(lx-14, ground+70, 28, 24, 4))
		c.Fill(hex(0x24382C), 1, []Pt{{lx - 22, 440}, {lx + 22, 440}, {lx + 14, 400}, {lx - 14, 400}})
		c.Fill(hex(0xFFF0C0), 1, Rect(lx-12, 404, 24, 32))
		c.Fill(hex(0x24382C), 1, []Pt{{lx - 26, 404}, {lx + 26, 404}, {lx, 380}})
	}
	tx := 1560.0
	c.Fill(hex(0x5A4030), 1, Stroke([]Pt{{tx, ground + 80}, {tx - 6, 420}}, 26, 18))
	for k := 0; k < 14; k++ {
		c.Fill(hex(0x3F7A3A).Mix(hex(0x6FA04A), rng.Float64()), 1, Circle(tx+rng.F(-120, 80), rng.F(230, 420), rng.F(50, 80)))
	}
}

func shopIcon(c *Canvas, kind int, x, y float64, col, bg RGB) {
	switch kind {
	case 0: // dispensary: the farm logo
		Logo(c.Fill, x, y-2, 36, col, bg)
	case 1: // cafe: a cup
		c.Fill(col, 1, concat([]Pt{{x - 16, y - 10}, {x + 16, y - 10}}, Arc(x, y-6, 16, 14, 0, 0, math.Pi, 12)))
		c.Fill(col, 1, Stroke(Arc(x+18, y-2, 7, 6, 0, -math.Pi/2, math.Pi/2, 10), 3, 3))
	case 2: // books
		for k := 0; k < 4; k++ {
			c.Fill(col, 1, Rect(x-22+float64(k)*12, y-14+float64(k%2)*4, 9, 28-float64(k%2)*4))
		}
	}
}

// ---- 5: terpenes, the aromas laid out on a table ----

func terpenes(c *Canvas) {
	W := float64(c.W)
	rng := NewRng(4005)
	table := hex(0xB9875A)
	c.Shade(c.img.Rect, func(x, y float64) (RGB, float64) {
		plank := math.Floor(y / 150)
		grain := 0.5 + 0.5*math.Sin(y/7+2.5*math.Sin(x/210+plank)+0.7*math.Sin(x/53))
		col := table.Mul(0.9 + 0.06*hash64(5, int64(plank)) + 0.07*grain)
		if math.Mod(y, 150) < 3 {
			col = col.Darken(0.4)
		}
		dx, dy := (x-W/2)/W, (y-450)/900
		return col.Mul(1 - 0.3*math.Min(1, (dx*dx+dy*dy)*2.2)), 1
	})
	shade := table.Darken(0.6)
	// citrus slices
	citrus := func(x, y, r float64, rind, flesh RGB, half bool) {
		a0, a1 := 0.0, 2*math.Pi
		if half {
			a0, a1 = math.Pi*0.15, math.Pi*1.15
		}
		outer := Arc(x, y, r, r, 0, a0, a1, 60)
		if half {
			outer = append(outer, Pt{x, y})
		}
		dropShadow(c, shade, 8, 12, 12, 0.45, outer)
		c.Fill(rind, 1, outer)
		c.Fill(hex(0xFBF4DA), 1, sector(x, y, r*0.92, a0, a1, half))
		segs := 10
		for k := 0; k < segs; k++ {
			s0 := a0 + (a1-a0)*float64(k)/float64(segs)
			s1 := a0 + (a1-a0)*float64(k+1)/float64(segs)
			if half && k >= segs {
				break
			}
			pts := concat([]Pt{{x + math.Cos((s0+s1)/2)*r*0.1, y + math.Sin((s0+s1)/2)*r*0.1}}, Arc(x, y, r*0.84, r*0.84, 0, s0+0.04, s1-0.04, 10))
			c.FillFunc(func(px, py float64) (RGB, float64) {
				d := math.Hypot(px-x, py-y) / r
				return flesh.Lighten(0.25).Mix(flesh, d), 1
			}, pts)
		}
	}
	citrus(360, 250, 130, hex(0xE8B020), hex(0xF6D24A), false)
	citrus(560, 560, 115, hex(0xE07818), hex(0xF49A3A), false)
	citrus(250, 620, 105, hex(0x5E9A2A), hex(0x9CCB4A), true)
	// lavender sprigs
	for i := 0; i < 3; i++ {
		base := Pt{1000 + float64(i)*40, 820}
		tip := Pt{1250 + float64(i)*70, 420 + float64(i)*40}
		stem := Quad(base, base.Lerp(tip, 0.5).Add(Pt{30, 20}), tip, 20)
		dropShadow(c, shade, 6, 8, 5, 0.4, Stroke(stem, 7, 4))
		c.Fill(hex(0x7A8A5A), 1, Stroke(stem, 6, 4))
		for k := 8; k < len(stem); k++ {
			p := stem[k]
			ang := math.Atan2(tip.Y-base.Y, tip.X-base.X)
			for _, side := range []float64{-1, 1} {
				q := p.Add(polar(ang+side*math.Pi/2, rng.F(5, 11)))
				col := hex(0x8A6AC0).Mix(hex(0x5E4498), rng.Float64())
				c.Fill(col, 1, Ellipse(q.X, q.Y, 7, 4.5, ang+side*0.6))
			}
		}
	}
	// pine sprig
	twig := Quad(Pt{820, 120}, Pt{980, 200}, Pt{1180, 180}, 30)
	c.Fill(hex(0x6A4A2E), 1, Stroke(twig, 9, 5))
	for i := 2; i < len(twig); i++ {
		p := twig[i]
		a := math.Atan2(p.Y-twig[i-1].Y, p.X-twig[i-1].X)
		for _, side := range []float64{-1, 1} {
			for k := 0; k < 3; k++ {
				na := a + side*rng.F(0.6, 1.1)
				l := rng.F(50, 75)
				c.Fill(hex(0x2E5A3A).Mix(hex(0x4E7E4A), rng.Float64()), 1, Stroke([]Pt{p, p.Add(polar(na, l))}, 3.5, 1.5))
			}
		}
	}
	// peppercorns
	for k := 0; k < 16; k++ {
		p := Pt{rng.F(780, 980), rng.F(560, 760)}
		dropShadow(c, shade, 2, 4, 3, 0.5, Circle(p.X, p.Y, 11))
		c.Fill(hex(0x2A2220), 1, Circle(p.X, p.Y, 11))
		c.Fill(hex(0x6A5A50), 1, Circle(p.X-3, p.Y-4, 4))
	}
	// a bud in the middle of it all
	shadow(c, table, 770, 480, 90, 20, 0.6)
	Bud(c, NewRng(4105), 760, 360, 170, 250, strains["mimosa"])
	// a few basil leaves
	for k, a := range []float64{-0.5, 0.25, 1.0} {
		at := Pt{1380, 780}
		leaf := leaflet(at, -math.Pi/2+a, 130, 80, 0)
		dropShadow(c, shade, 5, 8, 6, 0.4, leaf)
		col := hex(0x3E7A32).Mix(hex(0x5E9A3E), float64(k)/2)
		c.Fill(col, 1, leaf)
		c.Fill(col.Lighten(0.3), 0.7, Line(at, at.Add(polar(-math.Pi/2+a, 110)), 2.5))
	}
}

// sector is a filled circle, or a half circle closed at the centre.
func sector(x, y, r, a0, a1 float64, half bool) []Pt {
	pts := Arc(x, y, r, r, 0, a0, a1, 60)
	if half {
		pts = append(pts, Pt{x, y})
	}
	return pts
}

// ---- 6: living soil under a clover cover crop ----

func soil(c *Canvas) {
	W, H := float64(c.W), float64(c.H)
	rng := NewRng(4006)
	groundAt := func(x float64) float64 { return 300 + 14*math.Sin(x/170) + 8*math.Sin(x/61+1) }
	subAt := func(x float64) float64 { return 640 + 30*math.Sin(x/230+2) + 12*math.Sin(x/77) }
	c.Shade(c.img.Rect, func(x, y float64) (RGB, float64) {
		g := groundAt(x)
		if y < g {
			d := math.Hypot(x-1400, y+80) / W
			return hex(0x9CCBEA).Mix(hex(0xE6F2F2), clamp01(y/300)).Screen(hex(0xFFF0C0), 0.5*math.Exp(-d/0.3)), 1
		}
		col := hex(0x3A281C).Mix(hex(0x2C1E15), clamp01((y-g)/200))
		if y > subAt(x) {
			col = hex(0x5E4028).Mix(hex(0x6E4C30), clamp01((y-640)/260))
		}
		return col, clamp01(y - g + 0.5)
	})
	// stones and crumbs
	for k := 0; k < 26; k++ {
		x := rng.F(0, W)
		y := rng.F(groundAt(x)+40, H)
		r := rng.F(8, 26)
		col := hex(0x8A7E70).Mix(hex(0x5A4E42), rng.Float64())
		c.Fill(col, 1, Ellipse(x, y, r, r*rng.F(0.6, 0.85), rng.F(0, 3)))
		c.Fill(col.Lighten(0.2), 1, Ellipse(x-r*0.25, y-r*0.25, r*0.35, r*0.2, 0))
	}
	for k := 0; k < 260; k++ {
		x := rng.F(0, W)
		y := rng.F(groundAt(x)+8, H)
		c.Fill(hex(0x1E140E).Mix(hex(0x7A5A3E), rng.Float64()), 0.8, Circle(x, y, rng.F(1.5, 4)))
	}
	// fungal threads
	for k := 0; k < 18; k++ {
		p := Pt{rng.F(0, W), rng.F(380, 850)}
		var pts []Pt
		a := rng.F(0, 2*math.Pi)
		for i := 0; i < 14; i++ {
			pts = append(pts, p)
			a += rng.F(-0.6, 0.6)
			p = p.Add(polar(a, 14))
		}
		c.Fill(hex(0xF2EAD8), 0.35, Stroke(pts, 1.6, 0.8))
	}
	// clover plants with roots and nodules
	var roots func(p Pt, a, l, w float64, depth int)
	roots = func(p Pt, a, l, w float64, depth int) {
		end := p.Add(polar(a, l))
		mid := p.Lerp(end, 0.5).Add(polar(a+math.Pi/2, l*rng.F(-0.2, 0.2)))
		c.Fill(hex(0xD8C3A0), 1, Stroke(Quad(p, mid, end, 10), w, w*0.6))
		if rng.Float64() < 0.5 {
			q := p.Lerp(end, rng.F(0.3, 0.9))
			c.Fill(hex(0xE8B0A0), 1, Circle(q.X+rng.F(-3, 3), q.Y, rng.F(3, 5.5)))
		}
		if depth == 0 {
			return
		}
		for i := 0; i < 2+rng.IntN(2); i++ {
			roots(p.Lerp(end, rng.F(0.4, 1)), a+rng.F(-0.8, 0.8), l*rng.F(0.5, 0.75), w*0.65, depth-1)
		}
	}
	type stemT struct {
		base, top Pt
	}
	var stems []stemT
	for x := 20.0; x < W; x += rng.F(40, 80) {
		if x > 1120 && x < 1380 {
			continue // room for the young cannabis plant
		}
		g := groundAt(x)
		roots(Pt{x, g}, math.Pi/2+rng.F(-0.3, 0.3), rng.F(70, 110), 4, 3)
		for k := 0; k < 3; k++ {
			top := Pt{x + rng.F(-40, 40), g - rng.F(50, 140)}
			stems = append(stems, stemT{Pt{x, g}, top})
		}
	}
	for _, s := range stems {
		c.Fill(hex(0x5E8A3A), 1, Stroke(Quad(s.base, s.base.Lerp(s.top, 0.5).Add(Pt{rng.F(-15, 15), 0}), s.top, 10), 4, 3))
	}
	for i, s := range stems {
		if i%5 == 2 {
			// white clover flower head
			for k := 0; k < 22; k++ {
				a := rng.F(0, 2*math.Pi)
				q := s.top.Add(polar(a, rng.F(4, 18)))
				c.Fill(hex(0xF6F2EA).Mix(hex(0xE8C0C8), rng.F(0, 0.5)), 1, Ellipse(q.X, q.Y, 8, 4, a))
			}
			continue
		}
		for k := 0; k < 3; k++ {
			a := -math.Pi/2 + float64(k-1)*2.1 + rng.F(-0.2, 0.2)
			p := s.top.Add(polar(a, 14))
			col := hex(0x4E8A3A).Mix(hex(0x6FAE4A), rng.Float64())
			c.Fill(col, 1, Ellipse(p.X, p.Y, 17, 14, a))
			c.Fill(hex(0xCFE6B0), 0.6, Stroke(Arc(p.X, p.Y, 9, 7, a, math.Pi*0.7, math.Pi*1.3, 8), 2, 2))
		}
	}
	// a young cannabis plant with a deeper root ball
	px := 1250.0
	g := groundAt(px)
	roots(Pt{px, g}, math.Pi/2, 170, 8, 4)
	roots(Pt{px, g + 10}, math.Pi/2+0.6, 120, 5, 3)
	roots(Pt{px, g + 10}, math.Pi/2-0.6, 120, 5, 3)
	youngPlant(c, Pt{px, g + 4}, 230)
	// earthworm
	var worm []Pt
	for t := 0.0; t <= 1; t += 0.02 {
		worm = append(worm, Pt{400 + t*260, 520 + 30*math.Sin(t*7)})
	}
	c.Fill(hex(0xC87A7A), 1, Stroke(worm, 18, 12))
	for i := 4; i < len(worm)-2; i += 3 {
		c.Fill(hex(0x9A5454), 0.7, Circle(worm[i].X, worm[i].Y, 2.5))
	}
	c.Fill(hex(0xD89A94), 1, Ellipse(worm[15].X, worm[15].Y, 14, 10, 0.3))
}

// youngPlant is a cannabis seedling a few weeks old: a stem with pairs of fan
// leaves, smaller towards the top.
func youngPlant(c *Canvas, base Pt, h float64) {
	top := base.Add(Pt{0, -h})
	c.Fill(hex(0x5E8A3A), 1, Stroke([]Pt{base, top}, h*0.04, h*0.02))
	for i, f := range []float64{0.3, 0.58, 0.82} {
		at := base.Lerp(top, f)
		size := h * (0.42 - 0.1*float64(i))
		for _, side := range []float64{-1, 1} {
			leaf := FanLeaf{At: at, Ang: -math.Pi/2 + side*(1.0-0.15*float64(i)), Size: size, N: 7 - 2*(i/2),
				Col: hex(0x3E7A34), Light: hex(0x5E9A44), Droop: 1, Petiole: 0.3}
			leaf.Draw(c)
		}
	}
	FanLeaf{At: top, Ang: -math.Pi / 2, Size: h * 0.2, N: 5, Col: hex(0x4E8A3A), Light: hex(0x6EAA4E)}.Draw(c)
}
