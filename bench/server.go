package main

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"
)

// server is bin/server running on a loopback port over a data dir.
type server struct {
	cmd     *exec.Cmd
	baseURL string
	log     *os.File
}

func startServer(binary, dataDir string) (*server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	logFile, err := os.Create(filepath.Join(dataDir, "server.log"))
	if err != nil {
		return nil, err
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	cmd := exec.Command(binary, "serve", "--http="+addr, "--dir="+dataDir, "--publicDir="+filepath.Join(dataDir, "public"))
	cmd.Stdout, cmd.Stderr = logFile, logFile
	// The server goes when the bench goes, even when it stops on an error.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, baseURL: "http://" + addr, log: logFile}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(s.baseURL + "/api/health"); err == nil {
			res.Body.Close()
			return s, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	s.stop()
	return nil, fmt.Errorf("server did not start; see %s", logFile.Name())
}

func (s *server) pid() int { return s.cmd.Process.Pid }

func (s *server) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = s.cmd.Process.Kill()
	}
	s.log.Close()
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
