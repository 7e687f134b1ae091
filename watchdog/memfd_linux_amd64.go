package watchdog

const sysMemfdCreate = 319
