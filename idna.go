package whatwgurl

// Provisional domain parser (the IDNA work replaces this file).

import "golang.org/x/net/idna"

var provisionalProfile = idna.New(idna.MapForLookup(), idna.StrictDomainName(false), idna.CheckJoiners(true), idna.CheckHyphens(false), idna.VerifyDNSLength(false), idna.Transitional(false))

func domainToASCII(domain string, beStrict bool) (string, ValidationError) {
	ascii := true
	for i := 0; i < len(domain); i++ {
		if domain[i] >= 0x80 {
			ascii = false
			break
		}
	}
	result := domain
	if ascii {
		b := []byte(domain)
		for i := range b {
			b[i] = lower(b[i])
		}
		result = string(b)
	} else {
		r, err := provisionalProfile.ToASCII(domain)
		if err != nil {
			return "", DomainToASCIIError
		}
		result = r
	}
	if result == "" {
		return "", DomainToASCIIError
	}
	for i := 0; i < len(result); i++ {
		if charTable[result[i]]&bitForbiddenDomain != 0 {
			return "", DomainToASCIIError
		}
	}
	return result, 0
}
