package watchdog

const sysMemfdCreate = 279
