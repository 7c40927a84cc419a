package main

import (
	"image"
	"math"
	"sort"
)

type Crop int

const (
	CropCannabis Crop = iota
	CropMeadow
	CropWater // a calm lake mirroring the sky instead of a field
)

// Scene describes one landscape. Positions are fractions of the picture's
// width (X) or height (Y), so the same scene renders at any size.
type Scene struct {
	Seed                     uint64
	SkyTop, SkyMid, SkyLow   RGB
	SunX, SunY, SunR         float64
	SunCol                   RGB
	Glow, SunDisc            float64
	Clouds                   int
	Overcast                 bool
	CloudLit, CloudShade     RGB
	CloudAlpha               float64
	Haze                     RGB
	Mountains, Hills         int
	MountainCol, HillCol     RGB
	HorizonY, FieldTop       float64
	VanishX                  float64
	Crop                     Crop
	Plants                   PlantPalette
	Soil, Grass              RGB
	Barn, Greenhouses, River bool
	Trees, Autumn            bool
	BarnX, GreenhouseX       float64
	TreeCol                  RGB
	Grade                    RGB // multiplied into the picture by GradeAmt
	GradeAmt                 float64
	Vignette, DarkenBottom   float64
	Fog                      float64 // low mist lying over the far end of the field
	RowSpacing               float64 // at the bottom edge, fraction of the width
	HayBales                 int     // round bales scattered over a meadow
	Dim                      float64 // how much buildings fade into the dusk
}

// DrawLandscape paints the scene back to front: sky, sun, clouds, mountains,
// river, hills, tree line, buildings, field and plants, then grading.
func DrawLandscape(c *Canvas, s Scene) {
	W, H := float64(c.W), float64(c.H)
	u := H / 1080
	rng := NewRng(s.Seed)
	hy := s.HorizonY * H
	fy := s.FieldTop * H
	vp := Pt{s.VanishX * W, hy}
	sun := Pt{s.SunX * W, s.SunY * H}
	sunDist := func(x, y float64) float64 { return math.Hypot(x-sun.X, y-sun.Y) / H }

	sky := func(x, y float64) RGB {
		t := clamp01(y / hy)
		var col RGB
		if t < 0.6 {
			col = s.SkyTop.Mix(s.SkyMid, smoothstep(0, 1, t/0.6))
		} else {
			col = s.SkyMid.Mix(s.SkyLow, (t-0.6)/0.4)
		}
		d := sunDist(x, y)
		g := s.Glow * (0.6*math.Exp(-d/0.2) + 0.5*math.Exp(-(d/0.06)*(d/0.06)))
		// bloom right around the disc so it reads as the sun, not the moon
		h := d / (s.SunR * 2.6)
		g += s.SunDisc * 0.7 * math.Exp(-h*h)
		return col.Screen(s.SunCol, g)
	}
	c.Shade(c.img.Rect, func(x, y float64) (RGB, float64) { return sky(x, y), 1 })
	if s.SunDisc > 0 {
		r := s.SunR * H
		c.Shade(image.Rect(int(sun.X-r-2), int(sun.Y-r-2), int(sun.X+r+3), int(sun.Y+r+3)), func(x, y float64) (RGB, float64) {
			d := math.Hypot(x-sun.X, y-sun.Y)
			return sky(x, y).Screen(RGB{1, 1, 1}, 0.85), clamp01(r-d+0.5) * s.SunDisc
		})
	}

	drawClouds(c, s, rng, hy, sunDist)

	// mountains (the Catskills): farther layers are higher, paler and bluer
	for k := 0; k < s.Mountains; k++ {
		far := float64(s.Mountains-1-k) / math.Max(1, float64(s.Mountains-1))
		amp := H * lerp(0.07, 0.15, far)
		lift := H * lerp(0.012, 0.035, far)
		freq := lerp(3.2, 2.0, far)
		seed := s.Seed*31 + uint64(k)*101
		ridge := func(x float64) float64 {
			v := fbm1(seed, x/W*freq+float64(k)*3.7, 4)
			return hy - lift - amp*math.Pow(clamp01((v-0.2)/0.7), 1.25)
		}
		base := s.MountainCol.Mix(s.Haze, lerp(0.3, 0.62, far))
		c.FillFunc(func(x, y float64) (RGB, float64) {
			v := clamp01((y - ridge(x)) / (0.14 * H))
			return base.Mix(s.Haze, 0.45*smoothstep(0, 1, v)), 1
		}, ridgePoly(ridge, W, H, 5*u))
	}

	// the low sun lights up the haze in front of the mountains
	c.Shade(image.Rect(0, 0, c.W, int(fy)+2), func(x, y float64) (RGB, float64) {
		d := sunDist(x, y)
		return s.SunCol, 0.35 * s.Glow * math.Exp(-d/0.25) * smoothstep(0.2*H, hy, y)
	})

	for k := 0; k < s.Hills; k++ {
		f := float64(k+1) / float64(s.Hills)
		baseY := hy + 0.006*H
		amp := H * lerp(0.075, 0.05, f)
		seed := s.Seed*47 + uint64(k)*13
		ridge := func(x float64) float64 {
			v := fbm1(seed, x/W*1.6+float64(k)*2.3, 3)
			return baseY - amp*smoothstep(0.15, 0.95, v)
		}
		col := s.HillCol.Mix(s.Haze, lerp(0.4, 0.2, f))
		c.FillFunc(func(x, y float64) (RGB, float64) {
			v := clamp01((y - ridge(x)) / (0.06 * H))
			return col.Lighten(0.06).Mix(s.Haze, 0.25*v), 1
		}, ridgePoly(ridge, W, H, 6*u))
		// hedgerows and clumps of trees along the slopes
		tree := s.TreeCol.Mix(s.Haze, lerp(0.42, 0.25, f))
		for x := -20 * u; x < W+20*u; x += rng.F(5, 10) * u {
			if fbm1(seed+5, x/W*5, 2) < 0.55 {
				continue
			}
			r := rng.F(4, 8) * u * (0.7 + f*0.5)
			y := ridge(x) + r*0.6 + (baseY-ridge(x))*rng.F(0, 0.5)
			c.Fill(tree, 1, Circle(x, y, r))
		}
	}
	if s.River {
		drawRiver(c, s, rng, hy, hy+0.002*H, sun)
	}

	if s.Trees {
		drawTreeLine(c, s, rng, fy, sun.X < W/2)
	}
	if s.Barn {
		barnW := 0.085 * W
		if s.BarnX > 0.5 {
			barnW *= 0.9
		}
		drawBarn(c, Pt{s.BarnX * W, fy + 2*u}, barnW, vp, s.Haze.Darken(s.Dim*0.5), 0.1+s.Dim)
	}
	if s.Greenhouses {
		l, h := 0.13*W, 0.055*H
		for i := 0; i < 2; i++ {
			x := s.GreenhouseX*W + float64(i)*l*0.35
			drawHoopHouse(c, Pt{x, fy - 0.008*H - float64(1-i)*0.004*H}, l, h*(1-0.1*float64(1-i)), s.Haze.Darken(s.Dim*0.5), 0.05+0.08*float64(1-i)+s.Dim, s.Plants.Mid)
		}
	}

	if s.Crop == CropWater {
		drawLake(c, s, rng, hy, fy, sky)
	} else {
		drawField(c, s, rng, hy, fy, vp, sun)
	}
	if s.Fog > 0 {
		c.Shade(image.Rect(0, int(hy-0.1*H), c.W, int(fy+0.2*H)), func(x, y float64) (RGB, float64) {
			d := (y - fy) / (0.05 * H)
			return s.Haze.Lighten(0.2), s.Fog * math.Exp(-d*d) * (0.8 + 0.2*noise1(s.Seed, x/W*6))
		})
	}

	// grading, darker bottom centre behind the headline, vignette
	c.Apply(func(x, y float64, col RGB) RGB {
		if s.GradeAmt > 0 {
			col = col.Mix(RGB{col.R * s.Grade.R, col.G * s.Grade.G, col.B * s.Grade.B}, s.GradeAmt)
		}
		dx := (x - W/2) / (0.42 * W)
		col = col.Mul(1 - s.DarkenBottom*smoothstep(0.5*H, H, y)*math.Exp(-dx*dx))
		vx, vy := (x/W-0.5)*2, (y/H-0.5)*2
		r := math.Sqrt(vx*vx*0.55 + vy*vy*0.45)
		return col.Mul(1 - s.Vignette*smoothstep(0.45, 1.25, r))
	})
}

// ridgePoly closes a ridge line down to the bottom of the picture.
func ridgePoly(ridge func(x float64) float64, W, H, step float64) []Pt {
	var pts []Pt
	for x := -10.0; x <= W+10+step; x += step {
		pts = append(pts, Pt{x, ridge(x)})
	}
	return append(pts, Pt{W + 10, H + 10}, Pt{-10, H + 10})
}

func drawClouds(c *Canvas, s Scene, rng Rng, hy float64, sunDist func(x, y float64) float64) {
	W, H := float64(c.W), float64(c.H)
	for i := 0; i < s.Clouds; i++ {
		cy := rng.F(0.06*H, hy-0.16*H)
		persp := 0.55 + 0.45*(1-cy/hy) // higher clouds are nearer, so larger
		cw := rng.F(0.13, 0.24) * W * persp
		ch := cw * 0.16
		blur := int(0.004*W + 0.5)
		if s.Overcast {
			cw *= 2.2
			ch *= 0.7
			blur = int(0.012 * W)
		}
		cx := rng.F(-0.05, 1.05) * W
		if s.SunDisc > 0 && math.Abs(cx-s.SunX*W) < cw*0.7 && math.Abs(cy-s.SunY*H) < cw*0.3 {
			cx += cw * 1.4 // keep the sun disc clear
		}
		polys := [][]Pt{Ellipse(cx, cy, cw/2, ch/2, 0)}
		for k, n := 0, 3+rng.IntN(4); k < n; k++ {
			bx := cx + rng.F(-0.32, 0.32)*cw
			br := cw * rng.F(0.12, 0.22) * (1 - math.Abs(bx-cx)/cw)
			polys = append(polys, Circle(bx, cy-br*0.35, br))
		}
		m := c.MaskFor(3*blur+2, polys...)
		c.MaskAdd(m, 1, polys...)
		// flat bottoms
		flat := cy + ch*0.3
		for y := m.R.Min.Y; y < m.R.Max.Y; y++ {
			if float64(y) > flat {
				for x := 0; x < m.R.Dx(); x++ {
					m.A[(y-m.R.Min.Y)*m.R.Dx()+x] = 0
				}
			}
		}
		m.Blur(blur)
		topY := cy - cw*0.3
		c.Paint(m, func(x, y float64) (RGB, float64) {
			v := clamp01((y - topY) / (flat - topY))
			col := s.CloudLit.Mix(s.CloudShade, math.Pow(v, 1.3))
			return col.Screen(s.SunCol, 0.5*s.Glow*math.Exp(-sunDist(x, y)/0.25)), s.CloudAlpha
		})
	}
}

func drawRiver(c *Canvas, s Scene, rng Rng, hy, top float64, sun Pt) {
	W, H := float64(c.W), float64(c.H)
	bottom := func(x float64) float64 { return top + H*(0.02+0.018*fbm1(s.Seed+77, x/W*2.5, 3)) }
	var pts []Pt
	for x := -10.0; x <= W+20; x += 8 {
		pts = append(pts, Pt{x, top})
	}
	for x := W + 20; x >= -10; x -= 8 {
		pts = append(pts, Pt{x, bottom(x)})
	}
	water := s.SkyMid.Mix(s.SkyTop, 0.3).Mix(s.Haze, 0.25).Darken(0.06)
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := clamp01((y - top) / (0.04 * H))
		return water.Mix(s.SkyMid.Darken(0.1), 0.5*v).Screen(s.SunCol, 0.5*s.Glow*math.Exp(-math.Abs(x-sun.X)/(0.12*W))), 1
	}, pts)
	for i := 0; i < 28; i++ {
		x := rng.F(0, W)
		y := rng.F(top+2, bottom(x)-3)
		l := rng.F(0.01, 0.05) * W
		c.Fill(s.SkyLow.Lighten(0.5), rng.F(0.25, 0.5), Line(Pt{x, y}, Pt{x + l, y}, 1.2*H/1080))
	}
}

func drawTreeLine(c *Canvas, s Scene, rng Rng, fy float64, sunLeft bool) {
	W, H := float64(c.W), float64(c.H)
	u := H / 1080
	light := 1.0
	if sunLeft {
		light = -1
	}
	autumn := []RGB{hex(0xC8612B), hex(0xD99A2B), hex(0xA63D2A), hex(0x7E8C3A), hex(0xB5782C)}
	type crown struct {
		p   Pt
		r   float64
		col RGB
	}
	var crowns []crown
	for x := -20 * u; x < W+20*u; x += rng.F(12, 24) * u {
		h := fbm1(s.Seed+9, x/W*5, 3)
		if h < 0.34 {
			continue
		}
		r := (16 + 55*(h-0.34)) * u * rng.F(0.8, 1.15)
		col := s.TreeCol
		if s.Autumn && rng.Float64() < 0.6 {
			col = autumn[rng.IntN(len(autumn))].Mix(s.TreeCol, 0.4)
		}
		crowns = append(crowns, crown{Pt{x, fy - r*rng.F(0.6, 1.1)}, r, col.Mix(s.Haze, 0.18)})
	}
	for _, cr := range crowns {
		c.Fill(cr.col.Darken(0.35), 1, Line(Pt{cr.p.X, cr.p.Y}, Pt{cr.p.X, fy + 2}, cr.r*0.18))
		c.Fill(cr.col, 1, Ellipse(cr.p.X, cr.p.Y, cr.r, cr.r*1.1, 0))
		c.Fill(cr.col.Lighten(0.12), 1, Ellipse(cr.p.X+light*cr.r*0.3, cr.p.Y-cr.r*0.3, cr.r*0.55, cr.r*0.55, 0))
	}
}

// toward moves p toward the vanishing point, which gives the far end of a
// building in perspective.
func toward(p, vp Pt, k float64) Pt { return vp.Add(p.Sub(vp).Mul(k)) }

func mapPts(pts []Pt, f func(Pt) Pt) []Pt {
	out := make([]Pt, len(pts))
	for i, p := range pts {
		out[i] = f(p)
	}
	return out
}

func drawBarn(c *Canvas, base Pt, fw float64, vp Pt, haze RGB, hz float64) {
	col := func(v uint32) RGB { return hex(v).Mix(haze, hz) }
	red, redSide, roof, roofHi, trim := col(0xA8322B), col(0x7E2320), col(0x4A4A52), col(0x6A6A72), col(0xF2EEE6)
	wallH, roofH := fw*0.5, fw*0.42
	x0, y0 := base.X, base.Y
	front := []Pt{
		{x0, y0}, {x0, y0 - wallH}, {x0 + 0.13*fw, y0 - wallH - 0.55*roofH}, {x0 + 0.5*fw, y0 - wallH - roofH},
		{x0 + 0.87*fw, y0 - wallH - 0.55*roofH}, {x0 + fw, y0 - wallH}, {x0 + fw, y0},
	}
	back := mapPts(front, func(p Pt) Pt { return toward(p, vp, 0.78) })
	// silo behind the barn, away from the vanishing point
	side := 1.0
	if base.X > vp.X {
		side = -1
	}
	sx := x0 - side*0.05*fw
	if side < 0 {
		sx = x0 + fw + 0.05*fw
	}
	sw, sh := fw*0.26, wallH+roofH*1.25
	silo := concat([]Pt{{sx - sw/2, y0}}, Arc(sx, y0-sh, sw/2, sw*0.45, 0, math.Pi, 2*math.Pi, 20), []Pt{{sx + sw/2, y0}})
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := (x - sx) / sw
		return col(0x9FA7AD).Mix(col(0x6C767E), clamp01(0.5+v*side)), 1
	}, silo)
	for i := 1; i < 5; i++ {
		yy := y0 - sh*float64(i)/5
		c.Fill(col(0x5B646B), 0.5, Line(Pt{sx - sw/2, yy}, Pt{sx + sw/2, yy}, fw*0.008))
	}
	// side wall and roof planes, then the gable front on top
	c.Fill(redSide, 1, []Pt{front[0], front[1], back[1], back[0]})
	c.Fill(redSide, 1, []Pt{front[6], front[5], back[5], back[6]})
	for i := 1; i < 5; i++ {
		rc := roof
		if i == 2 || i == 3 {
			rc = roofHi
		}
		c.Fill(rc, 1, []Pt{front[i], front[i+1], back[i+1], back[i]})
	}
	c.Fill(red, 1, front)
	c.Fill(trim, 1, Stroke(front[1:6], fw*0.025, fw*0.025))
	for _, k := range []int{0, 6} {
		c.Fill(trim, 1, Line(front[k], front[k].Add(Pt{0, -wallH}), fw*0.02))
	}
	// big door with the white X brace
	dw, dh := fw*0.38, wallH*0.72
	dx := x0 + fw/2 - dw/2
	door := Rect(dx, y0-dh, dw, dh)
	c.Fill(red.Darken(0.12), 1, door)
	c.Fill(trim, 1, Stroke(append(door, door[0]), fw*0.018, fw*0.018))
	c.Fill(trim, 1, Line(Pt{dx, y0 - dh}, Pt{dx + dw, y0}, fw*0.014))
	c.Fill(trim, 1, Line(Pt{dx + dw, y0 - dh}, Pt{dx, y0}, fw*0.014))
	lw := fw * 0.16
	loft := Rect(x0+fw/2-lw/2, y0-wallH-roofH*0.55, lw, lw*1.05)
	c.Fill(col(0x3A2420), 1, loft)
	c.Fill(trim, 1, Stroke(append(loft, loft[0]), fw*0.015, fw*0.015))
}

// drawHoopHouse draws a plastic-covered polytunnel seen from its long side.
func drawHoopHouse(c *Canvas, base Pt, l, h float64, haze RGB, hz float64, plants RGB) {
	body := RoundRect(base.X, base.Y-h, l, h+h*0.5, h*0.9)
	clip := func(pts []Pt) []Pt {
		out := make([]Pt, len(pts))
		for i, p := range pts {
			out[i] = Pt{p.X, math.Min(p.Y, base.Y)}
		}
		return out
	}
	body = clip(body)
	top := base.Y - h
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := clamp01((y - top) / h)
		return RGB{0.97, 0.98, 0.99}.Mix(RGB{0.72, 0.78, 0.8}, v*0.8).Mix(haze, hz), 1
	}, body)
	// the crop inside shows through the lower half of the film
	c.FillFunc(func(x, y float64) (RGB, float64) {
		return plants.Mix(haze, hz), 0.35 * smoothstep(base.Y-h*0.55, base.Y, y)
	}, body)
	for i := 1; i < 12; i++ {
		x := base.X + l*float64(i)/12
		c.Fill(RGB{0.55, 0.6, 0.64}.Mix(haze, hz), 0.45, Line(Pt{x, top + 1}, Pt{x, base.Y}, math.Max(1, h*0.03)))
	}
	c.Fill(RGB{1, 1, 1}, 0.7, Stroke(Quad(Pt{base.X + h*0.3, top + h*0.25}, Pt{base.X + l/2, top + h*0.12}, Pt{base.X + l - h*0.3, top + h*0.25}, 16), h*0.08, h*0.08))
}

func drawField(c *Canvas, s Scene, rng Rng, hy, fy float64, vp Pt, sun Pt) {
	W, H := float64(c.W), float64(c.H)
	spB := 0.19 * W // row spacing at the bottom edge
	if s.RowSpacing > 0 {
		spB = s.RowSpacing * W
	}
	if s.Crop == CropMeadow {
		spB = 0.3 * W
	}
	tTop := (fy - hy) / (H - hy)
	hazeAt := func(t float64) float64 { return 0.5 * (1 - smoothstep(tTop, tTop+0.4, t)) }
	rowOff := 0.5
	bed := 0.55
	light := 1.0
	if sun.X < vp.X {
		light = -1
	}
	c.Shade(image.Rect(0, int(fy), c.W, c.H), func(x, y float64) (RGB, float64) {
		t := (y - hy) / (H - hy)
		sp := spB * t
		r := (x-vp.X)/sp + rowOff
		d := math.Abs(r-math.Round(r)) * sp
		var col RGB
		if s.Crop == CropMeadow {
			k := smoothstep(0.5*sp*0.5+1, 0.5*sp*0.5-1, d)
			col = s.Grass.Mix(s.Grass.Lighten(0.12), k*0.6)
		} else {
			hb := bed * sp / 2
			col = s.Grass.Mix(s.Soil, smoothstep(hb+0.8, hb-0.8, d))
		}
		col = col.Mul(1 - 0.15*smoothstep(tTop, 1, t))
		col = col.Mix(s.Haze, hazeAt(t))
		return col, clamp01(y - fy)
	})
	if s.Crop == CropMeadow {
		for i := 0; i < s.HayBales; i++ {
			t := lerp(tTop+0.05, 0.75, math.Pow(rng.Float64(), 1.6))
			y := hy + t*(H-hy)
			drawHayBale(c, rng, Pt{rng.F(0.05, 0.95) * W, y}, 0.07*W*t, s.Haze, hazeAt(t), light)
		}
	}
	if s.Crop != CropCannabis {
		return
	}
	type plant struct {
		p    Pt
		size float64
		t    float64
		seed uint64
	}
	var plants []plant
	plantB := spB * 0.8
	zFar := 1 / tTop
	spTop := spB * tTop
	// rows seen at the far edge and at the bottom edge (they differ when the
	// vanishing point lies outside the picture)
	iMin := int(math.Floor(math.Min((0-vp.X)/spTop, (0-vp.X)/spB) + rowOff - 1))
	iMax := int(math.Ceil(math.Max((W-vp.X)/spTop, (W-vp.X)/spB) + rowOff + 1))
	for i := iMin; i <= iMax; i++ {
		phase := rng.F(0, 0.17)
		for z := 0.78 + phase; z < zFar; z += 0.17 * rng.F(0.9, 1.1) {
			t := 1 / z
			y := hy + t*(H-hy)
			sp := spB * t
			x := vp.X + (float64(i)-rowOff)*sp + rng.F(-0.04, 0.04)*sp
			size := plantB * t * rng.F(0.85, 1.1)
			if x < -size || x > W+size {
				continue
			}
			plants = append(plants, plant{Pt{x, y}, size, t, rng.Uint64()})
		}
	}
	sort.Slice(plants, func(i, j int) bool { return plants[i].p.Y < plants[j].p.Y })
	for _, p := range plants {
		Plant(c, NewRng(p.seed), p.p, p.size, s.Plants, light, s.Haze, hazeAt(p.t))
	}
}

// drawHayBale draws a round bale lying on its side, its flat end towards us.
func drawHayBale(c *Canvas, rng Rng, base Pt, r float64, haze RGB, hz, light float64) {
	col := func(v uint32) RGB { return hex(v).Mix(haze, hz) }
	cx, cy := base.X, base.Y-r
	side := -light * r * 0.8
	c.SoftFill(col(0x2E3A22), 0.35, int(r*0.15)+1, Ellipse(cx+side*0.5, base.Y, r*1.4, r*0.18, 0))
	c.Fill(col(0xB8923E), 1, Hull(concat(Circle(cx, cy, r), Circle(cx+side, cy-r*0.05, r*0.96))))
	c.Fill(col(0xE2C070), 1, Circle(cx, cy, r))
	var spiral []Pt
	for a := 0.0; a < 6*math.Pi; a += 0.25 {
		q := r * 0.9 * a / (6 * math.Pi)
		spiral = append(spiral, Pt{cx + math.Cos(a)*q, cy + math.Sin(a)*q})
	}
	c.Fill(col(0xB8923E), 0.8, Stroke(spiral, math.Max(1, r*0.05), math.Max(1, r*0.05)))
}

// drawLake fills the ground with calm water that mirrors the sky.
func drawLake(c *Canvas, s Scene, rng Rng, hy, fy float64, sky func(x, y float64) RGB) {
	W, H := float64(c.W), float64(c.H)
	c.Shade(image.Rect(0, int(fy), c.W, c.H), func(x, y float64) (RGB, float64) {
		mirror := hy - (y-fy)*1.6
		col := sky(x, math.Max(0, mirror)).Mul(0.86).Mix(s.Haze, 0.12)
		return col, clamp01(y - fy)
	})
	for i := 0; i < 60; i++ {
		y := fy + (H-fy)*math.Pow(rng.Float64(), 1.5)
		t := (y - fy) / (H - fy)
		x := rng.F(-0.05, 1) * W
		l := W * rng.F(0.02, 0.08) * (0.4 + t)
		c.Fill(s.SkyLow.Lighten(0.4), rng.F(0.15, 0.35), Line(Pt{x, y}, Pt{x + l, y}, 1+2*t))
	}
	// the far shore casts a thin dark line
	c.Fill(s.HillCol.Mix(s.Haze, 0.3).Darken(0.2), 0.6, Rect(0, fy, W, 2))
}
