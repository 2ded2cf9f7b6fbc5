"""跑胡子 at the table (view JSON: games/paohuzi/VIEW.md): ``table`` is the plugin, ``columns`` the
hand in columns, ``moments`` each 胡's moment, ``counter`` the 记牌器, ``sheet`` the settlement."""

from .table import PaohuziUI

UI = PaohuziUI
