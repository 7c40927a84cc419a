// Command demo-images draws the demo pictures of the site (hero slideshow,
// products, blog posts, blog fallbacks) procedurally and writes them as JPEG, and the
// demo batches' certificates of analysis as PDF (coa.go).
// Nothing is downloaded and every seed is fixed, so the output is the same on
// every run.
//
// It is a Go module of its own, so the site's build, vet and staticcheck skip it:
//
//	make demo-images                            # from the repository root
//	cd scripts/demo-images && go run .          # the same
//	cd scripts/demo-images && go run . -only farm- # just the files whose path contains "farm-"
package main

import (
	"bufio"
	"flag"
	"fmt"
	"image/jpeg"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

const quality = 80

type job struct {
	path string
	w, h int
	draw func(c *Canvas)
}

func jobs() []job {
	const demo = "backend/demo/images"
	const fallback = "storefront/public/images"
	var js []job
	for i, s := range farmScenes() {
		js = append(js, job{fmt.Sprintf("%s/farm-%02d.jpg", demo, i+1), 1920, 1080, landscape(s)})
	}
	for _, p := range products() {
		js = append(js, job{fmt.Sprintf("%s/%s.jpg", demo, p.name), 1000, 1000, p.draw})
	}
	for i, d := range blogPictures() {
		js = append(js, job{fmt.Sprintf("%s/blog-%d.jpg", demo, i+1), 1600, 900, d})
	}
	for i, s := range fallbackScenes() {
		js = append(js, job{fmt.Sprintf("%s/fallback-blog-%d.jpg", fallback, i+1), 1200, 675, landscape(s)})
	}
	return js
}

func landscape(s Scene) func(c *Canvas) {
	return func(c *Canvas) { DrawLandscape(c, s) }
}

func main() {
	root := flag.String("root", "../..", "repository root to write into")
	only := flag.String("only", "", "render only the files whose path contains this text")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*root, "backend", "demo")); err != nil {
		log.Fatalf("run from scripts/demo-images (or pass -root): %v", err)
	}
	start := time.Now()
	var todo []job
	for _, j := range jobs() {
		if strings.Contains(j.path, *only) {
			todo = append(todo, j)
		}
	}
	sizes := make([]int64, len(todo))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				n, err := render(*root, todo[i])
				if err != nil {
					log.Fatal(err)
				}
				sizes[i] = n
			}
		}()
	}
	for i := range todo {
		next <- i
	}
	close(next)
	wg.Wait()

	order := make([]int, len(todo))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return todo[order[a]].path < todo[order[b]].path })
	var total int64
	for _, i := range order {
		fmt.Printf("%7.1f KB  %s\n", float64(sizes[i])/1024, todo[i].path)
		total += sizes[i]
	}
	fmt.Printf("%7.1f KB  total, %d files in %s\n", float64(total)/1024, len(todo), time.Since(start).Round(time.Millisecond))

	if strings.Contains(coaDir+"/", *only) || *only == "" {
		pdfs, err := writeCertificates(*root)
		if err != nil {
			log.Fatal(err)
		}
		paths := make([]string, 0, len(pdfs))
		for p := range pdfs {
			paths = append(paths, p)
		}
		sort.Strings(paths)
		for _, p := range paths {
			fmt.Printf("%7.1f KB  %s\n", float64(pdfs[p])/1024, p)
		}
	}
}

func render(root string, j job) (int64, error) {
	c := NewCanvas(j.w, j.h, RGB{1, 1, 1})
	j.draw(c)
	path := filepath.Join(root, j.path)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return 0, err
	}
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	bw := bufio.NewWriter(f)
	if err := jpeg.Encode(bw, c.img, &jpeg.Options{Quality: quality}); err != nil {
		f.Close()
		return 0, err
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return 0, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return 0, err
	}
	return st.Size(), f.Close()
}
