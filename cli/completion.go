package cli

// The completion subcommand: `execbox-runner completion bash|zsh|fish|pwsh`
// prints a script that completes subcommands and flags, with urfave/cli's
// own support, listed in --help.

import (
	"context"
	"fmt"

	"github.com/urfave/cli/v3"
)

// configureCompletion makes urfave/cli's hidden completion command one
// that --help lists, with the runner's usage errors.
func configureCompletion(c *cli.Command) {
	c.Hidden = false
	c.Usage = "print a shell completion script: completion bash|zsh|fish|pwsh"
	c.OnUsageError = onUsageError
	c.Action = completionAction
}

// completionAction refuses a shell urfave/cli has no script for (its
// default would be help's "No help topic" and exit 3).
func completionAction(_ context.Context, cmd *cli.Command) error {
	if cmd.Args().Len() == 0 {
		return cli.ShowSubcommandHelp(cmd)
	}
	return usageError{fmt.Errorf("completion: %q is not a shell this runner has a script for: bash, zsh, fish or pwsh", cmd.Args().First())}
}
