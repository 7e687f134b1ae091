package sandbox

import "syscall"

const (
	auditArch  = 0xc00000b7 // AUDIT_ARCH_AARCH64
	x32Bit     = 0          // no second ABI on this architecture
	sysSeccomp = 277
	sysClone   = syscall.SYS_CLONE
)

// allowed are the calls allowed whatever their arguments, the most
// frequent first, since the filter tests them in order.
var allowed = [...]uint16{
	98,  // futex
	63,  // read
	64,  // write
	22,  // epoll_pwait
	441, // epoll_pwait2
	73,  // ppoll: the event loop's wait for stdin (engine/poll_linux.go)
	101, // nanosleep
	115, // clock_nanosleep
	113, // clock_gettime
	169, // gettimeofday
	114, // clock_getres
	124, // sched_yield
	222, // mmap
	215, // munmap
	233, // madvise
	226, // mprotect
	216, // mremap
	232, // mincore
	134, // rt_sigaction
	135, // rt_sigprocmask
	139, // rt_sigreturn
	136, // rt_sigpending
	137, // rt_sigtimedwait
	133, // rt_sigsuspend
	132, // sigaltstack
	128, // restart_syscall
	172, // getpid
	178, // gettid
	173, // getppid
	174, // getuid
	175, // geteuid
	176, // getgid
	177, // getegid
	123, // sched_getaffinity
	278, // getrandom
	160, // uname
	57,  // close
	80,  // fstat
	79,  // newfstatat
	62,  // lseek
	67,  // pread64
	68,  // pwrite64
	65,  // readv
	66,  // writev
	25,  // fcntl
	23,  // dup
	24,  // dup3
	59,  // pipe2
	20,  // epoll_create1
	21,  // epoll_ctl
	19,  // eventfd2
	260, // wait4
	95,  // waitid
	165, // getrusage: --usage reports the CPU time it measures
	163, // getrlimit
	164, // setrlimit (its own process only, by definition)
	293, // rseq and set_robust_list: glibc's thread start, in a build
	99,  // with cgo, fails without them
	93,  // exit
	94,  // exit_group
}

// legacyOpen: this architecture has no open(2), only openat.
var legacyOpen rule
