import LifeTUI

LifecamCommand.main()
