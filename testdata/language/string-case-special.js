return {
  upperSharpS: "straße".toUpperCase(),
  lowerSigma: "ΟΔΟΣ".toLowerCase(),
  upperI: "istanbul".toUpperCase(),
  title: "hello wORLD".replace(/\b\w/g, (c) => c.toUpperCase()),
  camel: "user_first_name".replace(/_(\w)/g, (_, c) => c.toUpperCase()),
  kebab: "userFirstName".replace(/[A-Z]/g, (c) => "-" + c.toLowerCase()),
};
