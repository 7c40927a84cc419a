package compliance_test

import (
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

func TestMain(m *testing.M) { hookstest.Main(m) }
