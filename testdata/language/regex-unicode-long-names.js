const s = "Ünïcödé Ωmega 123 ⅓ ⅷ _x_";
return {
  upper: s.match(/\p{Uppercase_Letter}/gu),
  lower: s.match(/\p{General_Category=Lowercase_Letter}/gu).length,
  number: s.match(/\p{Number}/gu),
  letterNumber: s.match(/\p{gc=Nl}/gu),
  connector: s.match(/\p{Connector_Punctuation}/gu),
};
