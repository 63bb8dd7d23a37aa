package urlpattern

// Constructor string parsing: the URL Pattern Standard, "Constructor
// string parsing".
// https://urlpattern.spec.whatwg.org/#constructor-string-parsing

// csState is a constructor string parser's state.
type csState uint8

const (
	csInit csState = iota
	csProtocol
	csAuthority
	csUsername
	csPassword
	csHostname
	csPort
	csPathname
	csSearch
	csHash
	csDone
)

// constructorParser is the standard's constructor string parser.
type constructorParser struct {
	input                         string
	tokens                        []token
	result                        Init
	componentStart                int
	tokenIndex                    int
	tokenIncrement                int
	groupDepth                    int
	hostnameIPv6BracketDepth      int
	protocolMatchesSpecialSchemeF bool
	state                         csState
}

// parseConstructorString is "parse a constructor string".
// https://urlpattern.spec.whatwg.org/#parse-a-constructor-string
func parseConstructorString(input string) (Init, error) {
	tokens, err := tokenize(input, lenient)
	if err != nil {
		return Init{}, err
	}
	p := constructorParser{input: input, tokens: tokens, tokenIncrement: 1}
	for p.tokenIndex < len(p.tokens) {
		p.tokenIncrement = 1
		if p.tokens[p.tokenIndex].typ == tokEnd {
			if p.state == csInit {
				p.rewind()
				if p.isHashPrefix() {
					p.changeState(csHash, 1)
				} else if p.isSearchPrefix() {
					p.changeState(csSearch, 1)
				} else {
					p.changeState(csPathname, 0)
				}
				p.tokenIndex += p.tokenIncrement
				continue
			}
			if p.state == csAuthority {
				p.rewindAndSetState(csHostname)
				p.tokenIndex += p.tokenIncrement
				continue
			}
			p.changeState(csDone, 0)
			break
		}
		if p.isGroupOpen() {
			p.groupDepth++
			p.tokenIndex += p.tokenIncrement
			continue
		}
		if p.groupDepth > 0 {
			if p.isGroupClose() {
				p.groupDepth--
			} else {
				p.tokenIndex += p.tokenIncrement
				continue
			}
		}
		switch p.state {
		case csInit:
			if p.isProtocolSuffix() {
				p.rewindAndSetState(csProtocol)
			}
		case csProtocol:
			if p.isProtocolSuffix() {
				if err := p.computeProtocolMatchesSpecialScheme(); err != nil {
					return Init{}, err
				}
				next, skip := csPathname, 1
				if p.nextIsAuthoritySlashes() {
					next, skip = csAuthority, 3
				} else if p.protocolMatchesSpecialSchemeF {
					next = csAuthority
				}
				p.changeState(next, skip)
			}
		case csAuthority:
			if p.isIdentityTerminator() {
				p.rewindAndSetState(csUsername)
			} else if p.isPathnameStart() || p.isSearchPrefix() || p.isHashPrefix() {
				p.rewindAndSetState(csHostname)
			}
		case csUsername:
			if p.isPasswordPrefix() {
				p.changeState(csPassword, 1)
			} else if p.isIdentityTerminator() {
				p.changeState(csHostname, 1)
			}
		case csPassword:
			if p.isIdentityTerminator() {
				p.changeState(csHostname, 1)
			}
		case csHostname:
			if p.isIPv6Open() {
				p.hostnameIPv6BracketDepth++
			} else if p.isIPv6Close() {
				p.hostnameIPv6BracketDepth--
			} else if p.isPortPrefix() && p.hostnameIPv6BracketDepth == 0 {
				p.changeState(csPort, 1)
			} else if p.isPathnameStart() {
				p.changeState(csPathname, 0)
			} else if p.isSearchPrefix() {
				p.changeState(csSearch, 1)
			} else if p.isHashPrefix() {
				p.changeState(csHash, 1)
			}
		case csPort:
			if p.isPathnameStart() {
				p.changeState(csPathname, 0)
			} else if p.isSearchPrefix() {
				p.changeState(csSearch, 1)
			} else if p.isHashPrefix() {
				p.changeState(csHash, 1)
			}
		case csPathname:
			if p.isSearchPrefix() {
				p.changeState(csSearch, 1)
			} else if p.isHashPrefix() {
				p.changeState(csHash, 1)
			}
		case csSearch:
			if p.isHashPrefix() {
				p.changeState(csHash, 1)
			}
		case csHash:
			// Do nothing.
		}
		p.tokenIndex += p.tokenIncrement
	}
	if p.result.Hostname != nil && p.result.Port == nil {
		p.result.Port = ptr("")
	}
	return p.result, nil
}

func ptr(s string) *string { return &s }

// field returns the result's member for a component state.
func (p *constructorParser) field(s csState) **string {
	switch s {
	case csProtocol:
		return &p.result.Protocol
	case csUsername:
		return &p.result.Username
	case csPassword:
		return &p.result.Password
	case csHostname:
		return &p.result.Hostname
	case csPort:
		return &p.result.Port
	case csPathname:
		return &p.result.Pathname
	case csSearch:
		return &p.result.Search
	case csHash:
		return &p.result.Hash
	}
	return nil
}

// changeState is "change state".
func (p *constructorParser) changeState(newState csState, skip int) {
	if p.state != csInit && p.state != csAuthority && p.state != csDone {
		*p.field(p.state) = ptr(p.makeComponentString())
	}
	if p.state != csInit && newState != csDone {
		if (p.state == csProtocol || p.state == csAuthority || p.state == csUsername || p.state == csPassword) &&
			(newState == csPort || newState == csPathname || newState == csSearch || newState == csHash) &&
			p.result.Hostname == nil {
			p.result.Hostname = ptr("")
		}
		if (p.state == csProtocol || p.state == csAuthority || p.state == csUsername || p.state == csPassword ||
			p.state == csHostname || p.state == csPort) &&
			(newState == csSearch || newState == csHash) && p.result.Pathname == nil {
			if p.protocolMatchesSpecialSchemeF {
				p.result.Pathname = ptr("/")
			} else {
				p.result.Pathname = ptr("")
			}
		}
		if (p.state == csProtocol || p.state == csAuthority || p.state == csUsername || p.state == csPassword ||
			p.state == csHostname || p.state == csPort || p.state == csPathname) &&
			newState == csHash && p.result.Search == nil {
			p.result.Search = ptr("")
		}
	}
	p.state = newState
	p.tokenIndex += skip
	p.componentStart = p.tokenIndex
	p.tokenIncrement = 0
}

// rewind is "rewind".
func (p *constructorParser) rewind() {
	p.tokenIndex = p.componentStart
	p.tokenIncrement = 0
}

// rewindAndSetState is "rewind and set state".
func (p *constructorParser) rewindAndSetState(s csState) {
	p.rewind()
	p.state = s
}

// safeToken is "get a safe token".
func (p *constructorParser) safeToken(index int) *token {
	if index < len(p.tokens) {
		return &p.tokens[index]
	}
	return &p.tokens[len(p.tokens)-1]
}

// isNonSpecialPatternChar is "is a non-special pattern char".
func (p *constructorParser) isNonSpecialPatternChar(index int, value string) bool {
	t := p.safeToken(index)
	if t.value != value {
		return false
	}
	return t.typ == tokChar || t.typ == tokEscapedChar || t.typ == tokInvalidChar
}

func (p *constructorParser) isProtocolSuffix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

func (p *constructorParser) nextIsAuthoritySlashes() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex+1, "/") && p.isNonSpecialPatternChar(p.tokenIndex+2, "/")
}

func (p *constructorParser) isIdentityTerminator() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "@")
}

func (p *constructorParser) isPasswordPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

func (p *constructorParser) isPortPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

func (p *constructorParser) isPathnameStart() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "/")
}

// isSearchPrefix is "is a search prefix".
func (p *constructorParser) isSearchPrefix() bool {
	if p.isNonSpecialPatternChar(p.tokenIndex, "?") {
		return true
	}
	if p.tokens[p.tokenIndex].value != "?" {
		return false
	}
	previousIndex := p.tokenIndex - 1
	if previousIndex < 0 {
		return true
	}
	switch p.safeToken(previousIndex).typ {
	case tokName, tokRegexp, tokClose, tokAsterisk:
		return false
	}
	return true
}

func (p *constructorParser) isHashPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "#")
}

func (p *constructorParser) isGroupOpen() bool { return p.tokens[p.tokenIndex].typ == tokOpen }

func (p *constructorParser) isGroupClose() bool { return p.tokens[p.tokenIndex].typ == tokClose }

func (p *constructorParser) isIPv6Open() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "[")
}

func (p *constructorParser) isIPv6Close() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "]")
}

// makeComponentString is "make a component string".
func (p *constructorParser) makeComponentString() string {
	t := &p.tokens[p.tokenIndex]
	start := p.safeToken(p.componentStart).index
	return p.input[start:t.index]
}

// computeProtocolMatchesSpecialScheme is "compute protocol matches a
// special scheme flag".
func (p *constructorParser) computeProtocolMatchesSpecialScheme() error {
	s := p.makeComponentString()
	c, err := compileComponent(s, canonicalizeProtocol, defaultOptions)
	if err != nil {
		return withComponent(err, "protocol", s)
	}
	if c.matchesSpecialScheme() {
		p.protocolMatchesSpecialSchemeF = true
	}
	return nil
}
