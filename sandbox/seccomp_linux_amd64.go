package sandbox

import "syscall"

const (
	auditArch  = 0xc000003e // AUDIT_ARCH_X86_64
	x32Bit     = 0x40000000 // __X32_SYSCALL_BIT: x32 calls are refused
	sysSeccomp = 317
	sysClone   = syscall.SYS_CLONE
)

// allowed are the calls allowed whatever their arguments, the most
// frequent first, since the filter tests them in order.
var allowed = [...]uint16{
	202, // futex
	0,   // read
	1,   // write
	281, // epoll_pwait
	232, // epoll_wait
	441, // epoll_pwait2
	271, // ppoll: the event loop's wait for stdin (engine/poll_linux.go)
	35,  // nanosleep
	230, // clock_nanosleep
	228, // clock_gettime
	96,  // gettimeofday
	201, // time
	229, // clock_getres
	24,  // sched_yield
	9,   // mmap
	11,  // munmap
	28,  // madvise
	10,  // mprotect
	25,  // mremap
	27,  // mincore
	13,  // rt_sigaction
	14,  // rt_sigprocmask
	15,  // rt_sigreturn
	127, // rt_sigpending
	128, // rt_sigtimedwait
	130, // rt_sigsuspend
	131, // sigaltstack
	219, // restart_syscall
	39,  // getpid
	186, // gettid
	110, // getppid
	102, // getuid
	107, // geteuid
	104, // getgid
	108, // getegid
	204, // sched_getaffinity
	318, // getrandom
	63,  // uname
	3,   // close
	5,   // fstat
	262, // newfstatat
	8,   // lseek
	17,  // pread64
	18,  // pwrite64
	19,  // readv
	20,  // writev
	72,  // fcntl
	32,  // dup
	33,  // dup2
	292, // dup3
	22,  // pipe
	293, // pipe2
	213, // epoll_create
	291, // epoll_create1
	233, // epoll_ctl
	290, // eventfd2
	61,  // wait4
	247, // waitid
	98,  // getrusage: --usage reports the CPU time it measures
	97,  // getrlimit
	160, // setrlimit (its own process only, by definition)
	334, // rseq and set_robust_list: glibc's thread start, in a build
	273, // with cgo, fails without them
	60,  // exit
	231, // exit_group
}

// legacyOpen is open(2), checked like openat: its flags are argument 1.
var legacyOpen = rule{nr: syscall.SYS_OPEN, arg: 1, noBits: openWriteFlags}
